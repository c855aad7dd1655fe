xs = [1, 2]
xs.append(xs)
print(xs)
d = {"self": None}
d["self"] = d
print(d)

# ---- expected stdout ----
# [1, 2, [...]]
# {'self': {...}}
