print(sum([1, 2, 3]), sum([1, 2], 10), sum([0.5, 0.25]), sum([[1], [2]], []), sum(()))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(e)
try:
    sum(["a", "b"])
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 6 13 0.75 [1, 2] 0
# sum() can't sum strings [use ''.join(seq) instead]
# unsupported operand type(s) for +: 'int' and 'str'
