print(isinstance(1, int), isinstance(1, (float, str)), isinstance([], list))
isinstance(1, "int")

# ---- expected stdout ----
# True False True
# ---- expected exception ----
# TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union
