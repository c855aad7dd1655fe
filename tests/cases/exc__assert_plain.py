assert len("abc") == 3
assert False

# ---- expected stdout ----
# ---- expected exception ----
# AssertionError
