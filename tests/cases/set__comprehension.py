print({x % 3 for x in range(10)}, sorted({len(w) for w in ["a", "bb", "cc", "ddd"]}))

# ---- expected stdout ----
# {0, 1, 2} [1, 2, 3]
