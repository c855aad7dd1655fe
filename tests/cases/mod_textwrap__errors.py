import textwrap
tests = [
    lambda: textwrap.wrap("abc", 0),
    lambda: textwrap.wrap("", width=-1),
    lambda: textwrap.wrap(5),
    lambda: textwrap.dedent(5),
    lambda: textwrap.wrap("abc", foo=1),
    lambda: textwrap.shorten("abc"),
    lambda: textwrap.indent(5, "> "),
    lambda: textwrap.wrap("abc def", 2.0),
]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__, e)
print(textwrap.wrap("ab cd", 2.0), textwrap.wrap("", 0.5), textwrap.wrap("abc", True))
print(textwrap.__all__)

# ---- expected stdout ----
# ValueError invalid width 0 (must be > 0)
# ValueError invalid width -1 (must be > 0)
# AttributeError 'int' object has no attribute 'expandtabs'
# TypeError expected string or bytes-like object, got 'int'
# TypeError TextWrapper.__init__() got an unexpected keyword argument 'foo'
# TypeError shorten() missing 1 required positional argument: 'width'
# AttributeError 'int' object has no attribute 'splitlines'
# TypeError slice indices must be integers or None or have an __index__ method
# ['ab', 'cd'] [] ['a', 'b', 'c']
# ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']
