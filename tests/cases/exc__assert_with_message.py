x = 5
assert x > 0, "x must be positive"
print("passed first")
assert x > 10, f"x too small: {x}"

# ---- expected stdout ----
# passed first
# ---- expected exception ----
# AssertionError: x too small: 5
