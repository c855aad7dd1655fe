a = frozenset({1, 2})
b = frozenset({2, 1})
print(a == b, hash(a) == hash(b), len({a, b}))

# ---- expected stdout ----
# True True 1
