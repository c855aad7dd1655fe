from __future__ import *
print("never runs")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: future feature * is not defined
