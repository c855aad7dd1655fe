# hash() of a very deeply nested tuple must not crash.
x = ()
for _ in range(100000):
    x = (x,)
print(hash(x) == hash(x))
print(len({x: 1}))

# ---- expected stdout ----
# True
# 1
