def check(x):
    try:
        return 10 // x
    except ZeroDivisionError:
        print("logging and re-raising")
        raise
print(check(2))
check(0)

# ---- expected stdout ----
# 5
# logging and re-raising
# ---- expected exception ----
# ZeroDivisionError: integer division or modulo by zero
