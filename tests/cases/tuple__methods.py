t = (1, 2, 3, 2, 1, 2)
print(t.count(2), t.index(2), t.index(2, 2), t.index(1, 1))
try:
    t.index(9)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 3 1 3 4
# tuple.index(x): x not in tuple
