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
