print("before")
n = int("abc")
print("after")

# ---- expected stdout ----
# before
# ---- expected exception ----
# ValueError: invalid literal for int() with base 10: 'abc'
