# Comparing very deeply nested lists raises RecursionError instead of crashing.
x = []
y = []
for _ in range(100000):
    x = [x]
    y = [y]
for name, op in [("==", lambda: x == y), ("<", lambda: x < y), ("in", lambda: y in [x]),
                 ("sorted", lambda: sorted([x, y])), ("index", lambda: [x].index(y))]:
    try:
        op()
        print(name, "done")
    except RecursionError:
        print(name, "RecursionError")
print(x == x)

# ---- expected stdout ----
# == RecursionError
# < RecursionError
# in RecursionError
# sorted RecursionError
# index RecursionError
# True
