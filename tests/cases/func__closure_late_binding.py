funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
bound = [lambda i=i: i for i in range(3)]
print([f() for f in bound])

# ---- expected stdout ----
# [2, 2, 2]
# [0, 1, 2]
