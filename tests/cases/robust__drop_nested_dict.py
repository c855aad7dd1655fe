# Freeing a very deeply nested dict (and set of frozensets) must not overflow the stack.
x = {}
for _ in range(300000):
    x = {1: x}
x = None
print("dropped dict")
s = frozenset()
for _ in range(300000):
    s = frozenset([s])
s = None
print("dropped frozenset")

# ---- expected stdout ----
# dropped dict
# dropped frozenset
