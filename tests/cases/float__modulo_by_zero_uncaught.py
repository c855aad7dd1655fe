print(5.5 % 2)
print(5.5 % 0.0)

# ---- expected stdout ----
# 1.5
# ---- expected exception ----
# ZeroDivisionError: float modulo
