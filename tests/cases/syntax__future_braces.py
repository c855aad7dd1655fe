from __future__ import braces
print("never printed")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: not a chance
