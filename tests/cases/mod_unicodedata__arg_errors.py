import unicodedata

def show(f, *args, **kw):
    try:
        print(repr(f(*args, **kw)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

show(unicodedata.name, "ab")
show(unicodedata.name, "")
show(unicodedata.name, 65)
show(unicodedata.name)
show(unicodedata.name, "a", None, None)
show(unicodedata.name, chr=" ")
show(unicodedata.category, "ab")
show(unicodedata.category, b"a")
show(unicodedata.category)
show(unicodedata.category, "a", "b")
show(unicodedata.category, chr="a")
show(unicodedata.bidirectional, "")
show(unicodedata.combining, 1.5)
show(unicodedata.east_asian_width, ["a"])
show(unicodedata.mirrored, None)
show(unicodedata.decomposition, "xy")
show(unicodedata.decimal, "12")
show(unicodedata.digit)
show(unicodedata.numeric, "1", 2, 3)
show(unicodedata.normalize, "NFC")
show(unicodedata.normalize, "NFC", 5)
show(unicodedata.normalize, b"NFC", "a")
show(unicodedata.normalize, form="NFC", unistr="a")
show(unicodedata.is_normalized, 1, "a")
show(unicodedata.is_normalized, "NFC", None)
show(unicodedata.lookup)
show(unicodedata.lookup, "A", "B")
show(unicodedata.lookup, name="SPACE")

# ---- expected stdout ----
# TypeError: name() argument 1 must be a unicode character, not str
# TypeError: name() argument 1 must be a unicode character, not str
# TypeError: name() argument 1 must be a unicode character, not int
# TypeError: name expected at least 1 argument, got 0
# TypeError: name expected at most 2 arguments, got 3
# TypeError: unicodedata.name() takes no keyword arguments
# TypeError: category() argument must be a unicode character, not str
# TypeError: category() argument must be a unicode character, not bytes
# TypeError: unicodedata.category() takes exactly one argument (0 given)
# TypeError: unicodedata.category() takes exactly one argument (2 given)
# TypeError: unicodedata.category() takes no keyword arguments
# TypeError: bidirectional() argument must be a unicode character, not str
# TypeError: combining() argument must be a unicode character, not float
# TypeError: east_asian_width() argument must be a unicode character, not list
# TypeError: mirrored() argument must be a unicode character, not None
# TypeError: decomposition() argument must be a unicode character, not str
# TypeError: decimal() argument 1 must be a unicode character, not str
# TypeError: digit expected at least 1 argument, got 0
# TypeError: numeric expected at most 2 arguments, got 3
# TypeError: normalize expected 2 arguments, got 1
# TypeError: normalize() argument 2 must be str, not int
# TypeError: normalize() argument 1 must be str, not bytes
# TypeError: unicodedata.normalize() takes no keyword arguments
# TypeError: is_normalized() argument 1 must be str, not int
# TypeError: is_normalized() argument 2 must be str, not None
# TypeError: unicodedata.lookup() takes exactly one argument (0 given)
# TypeError: unicodedata.lookup() takes exactly one argument (2 given)
# TypeError: unicodedata.lookup() takes no keyword arguments
