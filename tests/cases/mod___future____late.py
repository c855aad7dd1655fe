print("hi")
from __future__ import annotations

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: from __future__ imports must occur at the beginning of the file
