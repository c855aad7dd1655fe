a, b, c = [1, 2]

# ---- expected stdout ----
# ---- expected exception ----
# ValueError: not enough values to unpack (expected 3, got 2)
