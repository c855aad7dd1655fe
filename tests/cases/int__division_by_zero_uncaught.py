x = 10
y = 0
print(x // 1)
print(x // y)

# ---- expected stdout ----
# 10
# ---- expected exception ----
# ZeroDivisionError: integer division or modulo by zero
