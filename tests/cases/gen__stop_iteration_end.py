def one():
    yield "only"
g = one()
print(next(g))
print(next(g, "default"))
next(g)

# ---- expected stdout ----
# only
# default
# ---- expected exception ----
# StopIteration
