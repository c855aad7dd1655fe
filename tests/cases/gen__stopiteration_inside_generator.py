def bad():
    yield 1
    raise StopIteration("oops")
g = bad()
print(next(g))
next(g)

# ---- expected stdout ----
# 1
# ---- expected exception ----
# RuntimeError: generator raised StopIteration
