b = b"  a  b c\td\x0be\x0cf  "
print(b.split())
print(b.split(None, 2), b.rsplit(None, 2))
print(b.split(maxsplit=1), b.rsplit(maxsplit=0), b"".split(), b"   ".split())
c = b"a,b,,c,"
print(c.split(b","), c.split(b",", 1), c.rsplit(b",", 2), c.split(b",", maxsplit=-1))
print(b"a::b::c".split(b"::"), b"a::b::c".rsplit(b"::", 1), b"xxx".split(b"xx"), b"xxx".rsplit(b"xx"))
print(bytearray(b"1 2").split(), bytearray(b"1-2").rsplit(b"-"), b"a\x1cb".split())
for f in [lambda: c.split(b""), lambda: c.split(","), lambda: c.split(b",", "1"),
          lambda: c.split(b",", 1, 2), lambda: c.split(sepx=b","), lambda: c.rsplit(b",", sep=b",")]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# [b'a', b'b', b'c', b'd', b'e', b'f']
# [b'a', b'b', b'c\td\x0be\x0cf  '] [b'  a  b c\td', b'e', b'f']
# [b'a', b'b c\td\x0be\x0cf  '] [b'  a  b c\td\x0be\x0cf'] [] []
# [b'a', b'b', b'', b'c', b''] [b'a', b'b,,c,'] [b'a,b,', b'c', b''] [b'a', b'b', b'', b'c', b'']
# [b'a', b'b', b'c'] [b'a::b', b'c'] [b'', b'x'] [b'x', b'']
# [bytearray(b'1'), bytearray(b'2')] [bytearray(b'1'), bytearray(b'2')] [b'a\x1cb']
# ValueError empty separator
# TypeError a bytes-like object is required, not 'str'
# TypeError 'str' object cannot be interpreted as an integer
# TypeError split() takes at most 2 arguments (3 given)
# TypeError 'sepx' is an invalid keyword argument for split()
# TypeError argument for rsplit() given by name ('sep') and position (1)
