assert 1 + 1 == 2
print("ok")
assert [] , ""

# ---- expected stdout ----
# ok
# ---- expected exception ----
# AssertionError
