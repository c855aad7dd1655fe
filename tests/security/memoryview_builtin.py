print("start")
m = memoryview(b"abc")

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'memoryview' is not defined
