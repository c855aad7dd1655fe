print(range(3), slice(1, 2), list(range(3))[slice(1, None)])
print(type(range(1)).__name__, type(slice(1)).__name__)

# ---- expected stdout ----
# range(0, 3) slice(1, 2, None) [1, 2]
# range slice
