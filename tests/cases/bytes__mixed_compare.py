a, b = b"abc", bytearray(b"abc")
print(a == b, b == a, a != b, b == bytearray(b"abc"), b == bytearray(b"abd"), b != b"x")
print(a < bytearray(b"abd"), bytearray(b"ab") < a, bytearray(b"b") > b"abc", b <= a, b >= a)
print(b == "abc", a == "abc", b == [97, 98, 99], bytearray() == b"", sorted([bytearray(b"b"), b"a", bytearray(b"c")]))
print(max(b"a", bytearray(b"b")), b in [a], a in [b], [b].index(a), (a, 1) == (b, 1))
print(b"a" in bytearray(b"cab"), 98 in bytearray(b"ab"), bytearray(b"a") in b"cab")
for f in [lambda: b < "abc", lambda: a > 1, lambda: "a" in b, lambda: 300 in a, lambda: 1.5 in b, lambda: {b: 1}]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# True True False True False True
# True True True True True
# False False False True [b'a', bytearray(b'b'), bytearray(b'c')]
# bytearray(b'b') True True 0 True
# True True True
# TypeError '<' not supported between instances of 'bytearray' and 'str'
# TypeError '>' not supported between instances of 'bytes' and 'int'
# TypeError a bytes-like object is required, not 'str'
# ValueError byte must be in range(0, 256)
# TypeError a bytes-like object is required, not 'float'
# TypeError unhashable type: 'bytearray'
