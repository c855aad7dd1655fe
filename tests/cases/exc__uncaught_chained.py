try:
    int("x")
except ValueError as e:
    raise RuntimeError("conversion failed") from e

# ---- expected stdout ----
# ---- expected exception ----
# RuntimeError: conversion failed
