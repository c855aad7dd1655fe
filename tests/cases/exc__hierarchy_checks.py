print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError))
print(issubclass(UnboundLocalError, NameError), issubclass(RecursionError, RuntimeError))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(StopIteration, Exception))
print(issubclass(KeyboardInterrupt, Exception), issubclass(NotImplementedError, RuntimeError))
print([c.__name__ for c in IndexError.__mro__])

# ---- expected stdout ----
# True True
# True True
# True True
# False True
# ['IndexError', 'LookupError', 'Exception', 'BaseException', 'object']
