print(dict.fromkeys(["a", "b", "c"]), dict.fromkeys("xy", 0))
shared = dict.fromkeys([1, 2], [])
shared[1].append("gotcha")
print(shared)

# ---- expected stdout ----
# {'a': None, 'b': None, 'c': None} {'x': 0, 'y': 0}
# {1: ['gotcha'], 2: ['gotcha']}
