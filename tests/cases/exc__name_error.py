print("start")
print(undefined_variable)

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'undefined_variable' is not defined
