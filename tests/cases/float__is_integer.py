print((3.0).is_integer(), (3.5).is_integer(), (-0.0).is_integer())
print((1e300).is_integer())

# ---- expected stdout ----
# True False True
# True
