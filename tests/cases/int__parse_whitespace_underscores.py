print(int("  12  "), int("\t-7\n"))
print(int("1_000_000"), int("0x_ff", 16))
print(1_000 + 0b_1)

# ---- expected stdout ----
# 12 -7
# 1000000 255
# 1001
