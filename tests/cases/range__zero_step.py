print(list(range(1, 4)))
range(1, 10, 0)

# ---- expected stdout ----
# [1, 2, 3]
# ---- expected exception ----
# ValueError: range() arg 3 must not be zero
