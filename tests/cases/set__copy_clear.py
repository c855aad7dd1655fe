a = {1, 2}
b = a.copy()
a.clear()
print(a, sorted(b))

# ---- expected stdout ----
# set() [1, 2]
