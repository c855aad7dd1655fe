print("never printed")
message = “hello”

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid character '“' (U+201C)
