d = {1: "int", "1": "str", (1,): "tuple", None: "none", 2.5: "float"}
print(d)
print(d[1], d["1"], d[(1,)], d[None], d[2.5])

# ---- expected stdout ----
# {1: 'int', '1': 'str', (1,): 'tuple', None: 'none', 2.5: 'float'}
# int str tuple none float
