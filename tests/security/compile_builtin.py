print("start")
code = compile("1", "<s>", "eval")

# ---- expected stdout ----
# start
# ---- expected exception ----
# NameError: name 'compile' is not defined
