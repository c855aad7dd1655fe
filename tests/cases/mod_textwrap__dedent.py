import textwrap
print(repr(textwrap.dedent("""\
    def f():
        return 1

    print(f())
""")))
print(repr(textwrap.dedent("  a\n    b\n  \n   \t\n  c")))
print(repr(textwrap.dedent("\ta\n\t\tb")))
print(repr(textwrap.dedent("\ta\n        b")))
print(repr(textwrap.dedent(" \ta\n \t b\n \tc")))
print(repr(textwrap.dedent("no indent\n  here")))
print(repr(textwrap.dedent("")), repr(textwrap.dedent("   ")), repr(textwrap.dedent("  x\r\n  y")))

# ---- expected stdout ----
# 'def f():\n    return 1\n\nprint(f())\n'
# 'a\n  b\n\n\nc'
# 'a\n\tb'
# '\ta\n        b'
# 'a\n b\nc'
# 'no indent\n  here'
# '' '' 'x\r\ny'
