print("never printed")
data = b"café"

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: bytes can only contain ASCII literal characters
