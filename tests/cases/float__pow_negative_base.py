print((-8) ** (1 / 3) == (-8) ** (1 / 3))
print(type((-8) ** 0.5).__name__)
print(4 ** 0.5, 2 ** -2, 0.0 ** 0)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print(e)

# ---- expected stdout ----
# True
# complex
# 2.0 0.25 1.0
# 0.0 cannot be raised to a negative power
