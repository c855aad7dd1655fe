print("never printed")

def helper(x):
# a comment is not a body
return x

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: expected an indented block after function definition on line 3
