point = {"x": 3, "y": 4}
coords = [10, 20, 30]
print("{0[x]},{0[y]}".format(point), "{0[2]}".format(coords))
class C:
    name = "cls"
    items = [7, 8]
print("{0.name} {0.items[1]}".format(C))

# ---- expected stdout ----
# 3,4 30
# cls 8
