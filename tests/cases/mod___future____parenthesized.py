#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Docstring."""

from __future__ import (
    annotations,  # trailing comments are fine
    division,
)
from __future__ import generator_stop as gs, nested_scopes


def f(a: undefined_name) -> also_undefined:
    return 1 / 2


print(f(0), f.__annotations__)
print(gs.compiler_flag, nested_scopes.getOptionalRelease())

# ---- expected stdout ----
# 0.5 {'a': 'undefined_name', 'return': 'also_undefined'}
# 8388608 (2, 1, 0, 'beta', 1)
