a = {1, 2}
print(sorted(a.union([3])))
print(a | [3])

# ---- expected stdout ----
# [1, 2, 3]
# ---- expected exception ----
# TypeError: unsupported operand type(s) for |: 'set' and 'list'
