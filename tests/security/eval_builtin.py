print("start")
print(eval("1 + 1"))

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'eval' is not defined
