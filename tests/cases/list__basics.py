xs = [3, 1, 2]
print(xs, len(xs), xs[0], xs[-1], type(xs).__name__)
print([], [[]], [1, [2, [3]]], list(), list("ab"), list(range(3)))

# ---- expected stdout ----
# [3, 1, 2] 3 3 2 list
# [] [[]] [1, [2, [3]]] [] ['a', 'b'] [0, 1, 2]
