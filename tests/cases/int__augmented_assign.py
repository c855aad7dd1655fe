x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 4; print(x)
x //= 5; print(x)
x %= 4; print(x)
x **= 3; print(x)
x <<= 2; print(x)
x >>= 1; print(x)
x |= 1; print(x)
x &= 6; print(x)
x ^= 3; print(x)

# ---- expected stdout ----
# 15
# 12
# 48
# 9
# 1
# 1
# 4
# 2
# 3
# 2
# 1
