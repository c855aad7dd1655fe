# Calling builtin types that have no __new__ of their own: their argument errors.
import types

calls = [
    lambda: types.MethodType(len),
    lambda: types.MethodType(len, 1, 2),
    lambda: types.MethodType(len, 1, foo=1),
    lambda: types.MethodType(f=len, obj=1),
    lambda: types.MethodType(1, 2),
    lambda: types.MethodType(len, None),
    lambda: types.ModuleType(),
    lambda: types.ModuleType("a", 1, 2),
    lambda: types.ModuleType("a", name=1),
    lambda: types.ModuleType(foo=1),
    lambda: types.ModuleType(1),
    lambda: type(None)(1),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print("TypeError:", e)
m = types.ModuleType("m", doc="the doc")
print(m.__name__, m.__doc__, types.ModuleType(name="n").__name__)
print(types.MethodType(len, [1, 2])())

# ---- expected stdout ----
# TypeError: method expected 2 arguments, got 1
# TypeError: method expected 2 arguments, got 3
# TypeError: method() takes no keyword arguments
# TypeError: method() takes no keyword arguments
# TypeError: first argument must be callable
# TypeError: instance must not be None
# TypeError: module() missing required argument 'name' (pos 1)
# TypeError: module() takes at most 2 arguments (3 given)
# TypeError: argument for module() given by name ('name') and position (1)
# TypeError: module() missing required argument 'name' (pos 1)
# TypeError: module() argument 'name' must be str, not int
# TypeError: NoneType takes no arguments
# m the doc n
# 2
