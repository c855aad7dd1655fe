b = b"one two one two one"
print(b.replace(b"one", b"1"), b.replace(b"one", b"1", 2), b.replace(b"one", b"", 1))
print(b.replace(b"o", b"00", -1), b.replace(b"zz", b"x"), b.replace(b"one", b"one", 0))
print(b"abc".replace(b"", b"-"), b"abc".replace(b"", b"-", 2), b"".replace(b"", b"x"), b"ab".replace(b"", b""))
print(b"aaaa".replace(b"aa", b"b"), bytearray(b"xyx").replace(b"x", bytearray(b"z")))
for f in [lambda: b.replace("o", b"0"), lambda: b.replace(b"o", 0), lambda: b.replace(b"o"),
          lambda: b.replace(b"o", b"0", "1"), lambda: b.replace(b"o", b"0", count=1)]:
    try:
        print(f())
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# b'1 two 1 two 1' b'1 two 1 two one' b' two one two one'
# b'00ne tw00 00ne tw00 00ne' b'one two one two one' b'one two one two one'
# b'-a-b-c-' b'-a-bc' b'x' b'ab'
# b'bb' bytearray(b'zyz')
# a bytes-like object is required, not 'str'
# a bytes-like object is required, not 'int'
# replace expected at least 2 arguments, got 1
# 'str' object cannot be interpreted as an integer
# bytes.replace() takes no keyword arguments
