print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(-1, 3))
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(e)

# ---- expected stdout ----
# (3, 2) (-4, 3) (3.0, 2.5) (-1, 2)
# integer division or modulo by zero
