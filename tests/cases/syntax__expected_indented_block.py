print("never printed")
if True:
print("body")

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: expected an indented block after 'if' statement on line 2
