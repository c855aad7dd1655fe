x = 5
print(x + 1)
print(x + "1")

# ---- expected stdout ----
# 6
# ---- expected exception ----
# TypeError: unsupported operand type(s) for +: 'int' and 'str'
