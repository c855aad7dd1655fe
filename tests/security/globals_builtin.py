print("start")
g = globals()
print(g)

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'globals' is not defined
