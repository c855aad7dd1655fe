try:
    int("12", 1)
except ValueError as e:
    print(e)
try:
    int("9", 8)
except ValueError as e:
    print(e)
print(int("10", 36))

# ---- expected stdout ----
# int() base must be >= 2 and <= 36, or 0
# invalid literal for int() with base 8: '9'
# 36
