print(int("ff", 16), int("0xff", 16), int("0xFF", 0))
print(int("777", 8), int("0o777", 0), int("101", 2), int("0b101", 0))
print(int("z", 36), int("Zz", 36))
print(int("-42"), int("+42"))

# ---- expected stdout ----
# 255 255 255
# 511 511 5 5
# 35 1295
# -42 42
