# Freeing a very deeply nested list must not overflow the interpreter's stack.
x = []
for _ in range(300000):
    x = [x]
del x
print("dropped list")
y = ()
for _ in range(300000):
    y = (y,)
y = None
print("dropped tuple")

# ---- expected stdout ----
# dropped list
# dropped tuple
