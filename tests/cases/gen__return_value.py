def gen():
    yield 1
    return "done"
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value:", e.value, e.args)

# ---- expected stdout ----
# value: done ('done',)
