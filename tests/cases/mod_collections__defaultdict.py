from collections import defaultdict
d = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d[k].append(v)
print(d)
print(d["missing"], "missing" in d, d.get("other"), "other" in d)
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
print(counts, dict(counts), str(counts))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 1
print(nested["x"]["y"], len(nested))

# ---- expected stdout ----
# defaultdict(<class 'list'>, {'a': [1, 3], 'b': [2]})
# [] True None False
# defaultdict(<class 'int'>, {'h': 1, 'e': 1, 'l': 2, 'o': 1}) {'h': 1, 'e': 1, 'l': 2, 'o': 1} defaultdict(<class 'int'>, {'h': 1, 'e': 1, 'l': 2, 'o': 1})
# 1 1
