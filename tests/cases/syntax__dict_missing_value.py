print("never printed")
config = {"debug": True, "level":}

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expression expected after dictionary key and ':'
