print("never printed")
result = max(
    10,
    20
    30,
)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid syntax. Perhaps you forgot a comma?
