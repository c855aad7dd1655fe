import html
print(html.unescape(["x"]))
tests = [
    lambda: html.escape(5),
    lambda: html.escape(b"&"),
    lambda: html.escape(),
    lambda: html.escape("a", True, 3),
    lambda: html.unescape(),
    lambda: html.unescape("a", "b"),
    lambda: html.unescape(["&"]),
    lambda: html.unescape(5),
    lambda: html.unescape("a", s="b"),
    lambda: html.unescape(x=1),
    lambda: html.unescape("a", x=1),
    lambda: html.escape("a", s="b"),
    lambda: html.escape("a", True, quote=False),
    lambda: html.escape("a", y=1),
    lambda: print(html.escape(s="<'>", quote=False), html.unescape(s="&lt;")),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# ['x']
# AttributeError 'int' object has no attribute 'replace'
# TypeError a bytes-like object is required, not 'str'
# TypeError escape() missing 1 required positional argument: 's'
# TypeError escape() takes from 1 to 2 positional arguments but 3 were given
# TypeError unescape() missing 1 required positional argument: 's'
# TypeError unescape() takes 1 positional argument but 2 were given
# TypeError expected string or bytes-like object, got 'list'
# TypeError argument of type 'int' is not iterable
# TypeError unescape() got multiple values for argument 's'
# TypeError unescape() got an unexpected keyword argument 'x'
# TypeError unescape() got an unexpected keyword argument 'x'
# TypeError escape() got multiple values for argument 's'
# TypeError escape() got multiple values for argument 'quote'
# TypeError escape() got an unexpected keyword argument 'y'
# &lt;'&gt; <
