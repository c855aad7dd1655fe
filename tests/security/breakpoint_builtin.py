print("start")
breakpoint()

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'breakpoint' is not defined
