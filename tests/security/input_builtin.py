print("start")
line = input()

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'input' is not defined
