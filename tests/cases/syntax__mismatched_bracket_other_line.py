print("never printed")
data = [
    1,
    2,
)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: closing parenthesis ')' does not match opening parenthesis '[' on line 2
