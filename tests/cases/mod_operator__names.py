import operator

names = ["abs", "add", "and_", "attrgetter", "call", "concat", "contains", "countOf", "delitem", "eq",
         "floordiv", "ge", "getitem", "gt", "iadd", "iand", "iconcat", "ifloordiv", "ilshift", "imatmul",
         "imod", "imul", "index", "indexOf", "inv", "invert", "ior", "ipow", "irshift", "is_", "is_not",
         "isub", "itemgetter", "itruediv", "ixor", "le", "length_hint", "lshift", "lt", "matmul",
         "methodcaller", "mod", "mul", "ne", "neg", "not_", "or_", "pos", "pow", "rshift", "setitem",
         "sub", "truediv", "truth", "xor"]
print([n for n in names if not hasattr(operator, n)])
dunders = ["__add__", "__and__", "__not__", "__getitem__", "__iadd__", "__lt__", "__inv__", "__index__", "__concat__"]
print([d for d in dunders if not hasattr(operator, d)])
print(operator.add.__name__, operator.__add__ is not None, operator.__add__(1, 1))

# ---- expected stdout ----
# []
# []
# add True 2
