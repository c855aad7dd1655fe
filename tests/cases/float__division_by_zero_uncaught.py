a = 2.5
print(a / 1)
print(a / 0.0)

# ---- expected stdout ----
# 2.5
# ---- expected exception ----
# ZeroDivisionError: float division by zero
