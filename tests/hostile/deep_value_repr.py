# expect: RecursionError ok
v = []
for _ in range(1_000_000):
    v = [v]
# ---
repr(v)
# ---
v == [v]
# ---
del v
