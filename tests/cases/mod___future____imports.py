"""Docstring first is allowed."""
from __future__ import division, print_function
from __future__ import generator_stop, absolute_import, annotations as ann
import __future__ as fut
print(ann, type(ann).__name__)
print(division.compiler_flag, print_function is fut.print_function)
print(7 / 2, __future__ in dir() if False else "ok")

# ---- expected stdout ----
# _Feature((3, 7, 0, 'beta', 1), None, 16777216) _Feature
# 131072 True
# 3.5 ok
