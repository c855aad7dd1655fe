print("start")
help()

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'help' is not defined
