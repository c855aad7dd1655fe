from __future__ import braces

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: not a chance
