# Argument errors of type's own methods (slot wrappers __setattr__/__delattr__ and
# type.__new__), in CPython's wording.
class M(type):
    pass
class K(metaclass=M):
    pass
calls = [
    lambda: type.__setattr__(K), lambda: type.__setattr__(K, "a"), lambda: type.__setattr__(K, "a", 1, 2),
    lambda: type.__setattr__(K, "a", 1, x=2), lambda: type.__setattr__(1, "a", 2), lambda: type.__setattr__(K, 1, 2),
    lambda: type.__delattr__(K), lambda: type.__delattr__(K, "a", "b"), lambda: type.__delattr__(K, name="a"),
    lambda: type.__new__(M, 1), lambda: type.__new__(M, "N", (), {}, 1), lambda: type.__new__(M, 1, (), {}),
    lambda: type.__new__(M, "N", [], {}), lambda: type.__new__(M, "N", (), []),
    lambda: type("N", (), {}, 1),
]
for call in calls:
    try:
        r = call()
        print(r if not isinstance(r, type) else r.__name__)
    except TypeError as e:
        print("TypeError:", e)
type.__setattr__(K, "a", 1)
print(K.a, type("N", (K,), {"b": 2}).b, type(M.__new__(M, "P", (), {})).__name__)
type.__delattr__(K, "a")
print(hasattr(K, "a"))

# ---- expected stdout ----
# TypeError:  expected 2 arguments, got 0
# TypeError:  expected 2 arguments, got 1
# TypeError:  expected 2 arguments, got 3
# TypeError: wrapper __setattr__() takes no keyword arguments
# TypeError: descriptor '__setattr__' requires a 'type' object but received a 'int'
# TypeError: attribute name must be string, not 'int'
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: wrapper __delattr__() takes no keyword arguments
# TypeError: type.__new__() takes exactly 3 arguments (1 given)
# TypeError: type.__new__() takes exactly 3 arguments (4 given)
# TypeError: type.__new__() argument 1 must be str, not int
# TypeError: type.__new__() argument 2 must be tuple, not list
# TypeError: type.__new__() argument 3 must be dict, not list
# TypeError: type() takes 1 or 3 arguments
# 1 2 M
# False
