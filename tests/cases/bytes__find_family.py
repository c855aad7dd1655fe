b = b"abcabcab"
print(b.find(b"ab"), b.find(b"ab", 1), b.find(b"ab", 1, 4), b.find(b"ca", -4), b.find(99))
print(b.rfind(b"ab"), b.rfind(b"ab", 0, 7), b.rfind(97, -3, -1), b.rfind(b"zz"))
print(b.find(b""), b.find(b"", 8), b.find(b"", 9), b.rfind(b"", 1, 2), b.rfind(b"", 20))
print(b.count(b"ab"), b.count(b"a", 2), b.count(b""), b.count(b"", 5), b.count(b"", 20), b.count(b"", -100))
print(b"aaaa".count(b"aa"), b"aaaa".find(b"aaa", None, None), b.count(b"c", 0, -1), b.count(bytearray(b"bc")))
print(b.index(b"c"), b.rindex(b"c"), b.index(98, 2), bytearray(b).rindex(b"ab", 0, 5))
print(b.find(b"ab", -100, 100), b.find(b"ab", 2**80), b.find(b"ab", -(2**80)))
print(b"x" * 50 + b"y" in b"x" * 1000 + b"y", (b"ab" * 500).count(b"aba"))
for f in [lambda: b.index(b"z"), lambda: b.rindex(b"z", 0, 2), lambda: b.find("a"), lambda: b.count(300),
          lambda: b.find(b"a", "x"), lambda: b.find(1.5), lambda: b.count(), lambda: b.find(b"a", 0, 1, 2),
          lambda: b.find(sub=b"a")]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 0 3 -1 5 2
# 6 3 6 -1
# 0 8 -1 2 -1
# 3 2 9 4 0 9
# 2 0 2 2
# 2 5 4 3
# 0 -1 0
# True 250
# ValueError subsection not found
# ValueError subsection not found
# TypeError argument should be integer or bytes-like object, not 'str'
# ValueError byte must be in range(0, 256)
# TypeError slice indices must be integers or None or have an __index__ method
# TypeError argument should be integer or bytes-like object, not 'float'
# TypeError count() takes at least 1 argument (0 given)
# TypeError find() takes at most 3 arguments (4 given)
# TypeError bytes.find() takes no keyword arguments
