# Freeing long chains of lazy iterators must not overflow the stack.
g = [1]
for _ in range(300000):
    g = map(abs, g)
g = None
print("dropped map chain")
g = [1]
for _ in range(300000):
    g = filter(None, g)
g = None
print("dropped filter chain")
g = iter([1])
for _ in range(100000):
    g = (x for x in g)
g = None
print("dropped generator chain")

# ---- expected stdout ----
# dropped map chain
# dropped filter chain
# dropped generator chain
