print(isinstance(True, int), isinstance(1, bool), type(True) is bool, True.__class__.__name__)
print(issubclass(bool, int), bool.__mro__[1].__name__)

# ---- expected stdout ----
# True False True bool
# True int
