# Pulling a value through thousands of nested lazy iterators must not crash the interpreter:
# either the value comes through or a RecursionError is raised (CPython gets the value).
def chain(kind, n):
    g = [1]
    for _ in range(n):
        if kind == "map":
            g = map(abs, g)
        elif kind == "filter":
            g = filter(None, g)
        elif kind == "zip":
            g = zip(g)
        else:
            g = enumerate(g)
    return g

for kind in ["map", "filter", "zip", "enumerate"]:
    g = chain(kind, 5000)
    try:
        next(g)
        print(kind, "done")
    except RecursionError:
        print(kind, "done")

# ---- expected stdout ----
# map done
# filter done
# zip done
# enumerate done
