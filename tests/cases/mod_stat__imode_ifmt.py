import stat

for m in [0o100644, 0o104755, 0o041777, 0o120777, 0o7777, 0, 0o177777, 2**32 - 1, True]:
    print(oct(m), oct(stat.S_IMODE(m)), oct(stat.S_IFMT(m)))
print(stat.S_IMODE(0o100644) | stat.S_IFMT(0o100644) == 0o100644)
print(type(stat.S_IMODE(5)).__name__, type(stat.S_IFMT(5)).__name__)

# ---- expected stdout ----
# 0o100644 0o644 0o100000
# 0o104755 0o4755 0o100000
# 0o41777 0o1777 0o40000
# 0o120777 0o777 0o120000
# 0o7777 0o7777 0o0
# 0o0 0o0 0o0
# 0o177777 0o7777 0o170000
# 0o37777777777 0o7777 0o170000
# 0o1 0o1 0o0
# True
# int int
