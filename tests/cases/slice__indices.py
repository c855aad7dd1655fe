print(slice(None, None, -1).indices(5))
print(slice(-3, None).indices(10), slice(0, 100, 3).indices(7))

# ---- expected stdout ----
# (4, -1, -1)
# (7, 10, 1) (0, 7, 3)
