print(((1, 2), [3, (4,)], {"k": (5, 6)}))
print(tuple(range(3)), tuple(x for x in "ab"))

# ---- expected stdout ----
# ((1, 2), [3, (4,)], {'k': (5, 6)})
# (0, 1, 2) ('a', 'b')
