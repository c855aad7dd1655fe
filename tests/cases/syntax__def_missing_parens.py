print("never printed")
def main:
    pass

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expected '('
