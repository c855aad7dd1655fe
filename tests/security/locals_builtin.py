def f():
    return locals()
print("start")
f()

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'locals' is not defined
