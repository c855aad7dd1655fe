# A long chain of generator expressions exhausts the recursion limit cleanly.
g = iter([1])
for _ in range(3000):
    g = (x for x in g)
try:
    print(list(g))
except RecursionError:
    print("RecursionError")
print("still alive")

# ---- expected stdout ----
# RecursionError
# still alive
