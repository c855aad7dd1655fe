print(sorted({w.lower() for w in ["A", "a", "B", "b", "c"]}), {x % 4 for x in range(10)})

# ---- expected stdout ----
# ['a', 'b', 'c'] {0, 1, 2, 3}
