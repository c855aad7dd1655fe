def noisy():
    print("started")
    yield 1
    print("resumed")
    yield 2
    print("finished")
g = noisy()
print("created")
print(next(g))
print(next(g))
print(list(g))

# ---- expected stdout ----
# created
# started
# 1
# resumed
# 2
# finished
# []
