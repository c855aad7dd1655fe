print("never printed")
x = (1, 2]

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: closing parenthesis ']' does not match opening parenthesis '('
