print(1 + 1)
result = [1] - [2]

# ---- expected stdout ----
# 2
# ---- expected exception ----
# TypeError: unsupported operand type(s) for -: 'list' and 'list'
