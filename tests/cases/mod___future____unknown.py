from __future__ import time_travel

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: future feature time_travel is not defined
