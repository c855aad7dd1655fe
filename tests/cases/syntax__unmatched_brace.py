print("never printed")
d = {"a": 1}}

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: unmatched '}'
