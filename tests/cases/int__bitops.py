a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a)
print(-1 & 0xff, ~0, ~-1)
print(-12 & 10, -12 | 10, -12 ^ 10)

# ---- expected stdout ----
# 8 14 6 -13
# 255 -1 0
# 0 -2 -2
