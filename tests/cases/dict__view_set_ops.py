a = {1: "x", 2: "y", 3: "z"}
b = {2: "q", 3: "r", 4: "s"}
print(sorted(a.keys() & b.keys()), sorted(a.keys() | b.keys()), sorted(a.keys() - b.keys()), sorted(a.keys() ^ b.keys()))
print(sorted(a.items() & {(1, "x"), (2, "q")}), a.keys() == {1, 2, 3})

# ---- expected stdout ----
# [2, 3] [1, 2, 3, 4] [1] [1, 4]
# [(1, 'x')] True
