"""A docstring is fine, but a normal import is not."""
import os
from __future__ import annotations
print("never runs")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: from __future__ imports must occur at the beginning of the file
