t = (1, [2], 3)
t[1].append(99)
print(t)
t[0] = 5

# ---- expected stdout ----
# (1, [2, 99], 3)
# ---- expected exception ----
# TypeError: 'tuple' object does not support item assignment
