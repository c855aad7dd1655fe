# Freeing a long __cause__ / __context__ chain of exceptions must not overflow the stack.
e = None
for i in range(300000):
    x = ValueError(i)
    x.__cause__ = e
    e = x
e = None
print("dropped cause chain")
e = None
for i in range(300000):
    x = KeyError(i)
    x.__context__ = e
    e = x
e = None
print("dropped context chain")

# ---- expected stdout ----
# dropped cause chain
# dropped context chain
