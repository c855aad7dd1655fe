lines = ["  a=1 ", "b = 2", "c=  3"]
pairs = [tuple(p.strip() for p in line.split("=")) for line in lines]
print(pairs, dict(pairs))

# ---- expected stdout ----
# [('a', '1'), ('b', '2'), ('c', '3')] {'a': '1', 'b': '2', 'c': '3'}
