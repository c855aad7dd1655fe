# expect: MemoryError TimeoutError
# A list that doubles itself through `+=` forty times (2**40 items): every growth is
# checked against the session heap before it happens.
l = [0]
for _ in range(40):
    l += l
# ---
# The same through extend and through concatenation.
m = [0]
for _ in range(40):
    m.extend(m)
# ---
n = [0]
for _ in range(40):
    n = n + n
