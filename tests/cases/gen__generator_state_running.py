def g():
    yield 1
gen = g()
print(list(gen))
print(next(gen, "exhausted"))

# ---- expected stdout ----
# [1]
# exhausted
