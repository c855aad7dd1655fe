b = b"abc"
print(b.center(6, b"*"), b.center(7), b.center(8, bytearray(b"-")), b"ab".center(5), b.center(2))
print(b.ljust(6, b"."), b.rjust(6, b"."), b.ljust(-1), b.rjust(3))
print(b"42".zfill(5), b"-42".zfill(5), b"+42".zfill(5), b"+".zfill(3), b"".zfill(2), b"abc".zfill(2))
print(bytearray(b"7").zfill(3), bytearray(b"x").center(3, b"|"))
for f in [lambda: b.center(5, "x"), lambda: b.center(5, b"xy"), lambda: b.ljust(5, 1), lambda: b.center("5"),
          lambda: b.center(), lambda: b.rjust(1, b" ", 2), lambda: b.zfill(), lambda: b.zfill(width=3),
          lambda: b.center(5, bytearray(b"ab"))]:
    try:
        print(f())
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# b'*abc**' b'  abc  ' b'--abc---' b'  ab ' b'abc'
# b'abc...' b'...abc' b'abc' b'abc'
# b'00042' b'-0042' b'+0042' b'+00' b'00' b'abc'
# bytearray(b'007') bytearray(b'|x|')
# center() argument 2 must be a byte string of length 1, not str
# center() argument 2 must be a byte string of length 1, not bytes
# ljust() argument 2 must be a byte string of length 1, not int
# 'str' object cannot be interpreted as an integer
# center expected at least 1 argument, got 0
# rjust expected at most 2 arguments, got 3
# bytes.zfill() takes exactly one argument (0 given)
# bytes.zfill() takes no keyword arguments
# center() argument 2 must be a byte string of length 1, not bytearray
