print("never printed")
config = {"debug": True, "level"}

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: ':' expected after dictionary key
