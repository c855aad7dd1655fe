# A from __future__ import inside a function is a SyntaxError, like anywhere but the top.
print("never printed")


def f():
    from __future__ import annotations

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: from __future__ imports must occur at the beginning of the file
