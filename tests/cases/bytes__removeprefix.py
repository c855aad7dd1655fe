b = b"prefix-body-suffix"
print(b.removeprefix(b"prefix-"), b.removesuffix(b"-suffix"), b.removeprefix(b"nope"), b.removesuffix(b""))
print(bytearray(b"abab").removeprefix(b"ab"), b"ab".removeprefix(bytearray(b"ab")), b"ab".removesuffix(b"abc"))
for f in [lambda: b.removeprefix("p"), lambda: b.removesuffix(), lambda: b.removeprefix(b"a", b"b")]:
    try:
        print(f())
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# b'body-suffix' b'prefix-body' b'prefix-body-suffix' b'prefix-body-suffix'
# bytearray(b'ab') b'' b'ab'
# a bytes-like object is required, not 'str'
# bytes.removesuffix() takes exactly one argument (0 given)
# bytes.removeprefix() takes exactly one argument (2 given)
