d = {"a": 1, "b": 2, "c": 3}
print(list(reversed(d)), list(reversed(d.items())), list(reversed(d.values())))

# ---- expected stdout ----
# ['c', 'b', 'a'] [('c', 3), ('b', 2), ('a', 1)] [3, 2, 1]
