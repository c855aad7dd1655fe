d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
e = {True: "a", 1: "b", 1.0: "c"}
print(e)
print({0: "x", False: "y", 0.0: "z"})

# ---- expected stdout ----
# {1: 'bool'} 1
# {True: 'c'}
# {0: 'z'}
