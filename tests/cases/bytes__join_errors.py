print(b", ".join([b"a", bytearray(b"b"), b"c"]), b"".join([]), b"-".join(iter([b"x"])))
print(bytearray(b"+").join((b"1", b"2")), b"|".join(b"%d" % i for i in range(3)))
print(b"".join([b"ab"] * 3), type(bytearray().join([])).__name__)
for f in [lambda: b"".join(1), lambda: b"-".join([1]), lambda: b"-".join([b"x", "y"]),
          lambda: b"-".join(), lambda: b"-".join([b"a"], [b"b"])]:
    try:
        print(f())
    except TypeError as e:
        print(e)
b"".join(["text"])

# ---- expected stdout ----
# b'a, b, c' b'' b'x'
# bytearray(b'1+2') b'0|1|2'
# b'ababab' bytearray
# can only join an iterable
# sequence item 0: expected a bytes-like object, int found
# sequence item 1: expected a bytes-like object, str found
# bytes.join() takes exactly one argument (0 given)
# bytes.join() takes exactly one argument (2 given)
# ---- expected exception ----
# TypeError: sequence item 0: expected a bytes-like object, str found
