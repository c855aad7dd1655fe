def a(x):
    return b(x) + 1
def b(x):
    return 100 / x
print(a(4))
print(a(0))

# ---- expected stdout ----
# 26.0
# ---- expected exception ----
# ZeroDivisionError: division by zero
