class Obj:
    pass
o = Obj()
o.count = 1
o.count += 10
d = {"k": [1]}
d["k"] += [2]
d["k"][0] *= 100
grid = [[0, 0], [0, 0]]
grid[1][0] -= 5
print(o.count, d, grid)
calls = []
def key():
    calls.append("key evaluated")
    return "k"
d[key()] += [3]
print(d, calls)

# ---- expected stdout ----
# 11 {'k': [100, 2]} [[0, 0], [-5, 0]]
# {'k': [100, 2, 3]} ['key evaluated']
