t = (1, 2)
print(t[1])
print(t[2])

# ---- expected stdout ----
# 2
# ---- expected exception ----
# IndexError: tuple index out of range
