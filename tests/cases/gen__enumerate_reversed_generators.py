g = (c.upper() for c in "abc")
print(list(enumerate(g, start=10)))
try:
    reversed(x for x in [1, 2])
except TypeError as e:
    print(e)

# ---- expected stdout ----
# [(10, 'A'), (11, 'B'), (12, 'C')]
# 'generator' object is not reversible
