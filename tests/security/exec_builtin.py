print("start")
exec("x = 1")

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'exec' is not defined
