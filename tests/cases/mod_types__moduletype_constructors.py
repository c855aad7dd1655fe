import types
m = types.ModuleType('plugins', 'Plugin registry.')
m.VERSION = 2
m.register = lambda name: f"registered {name}"
print(m.__name__, m.__doc__, m.VERSION, m.register('x'))
print(types.ModuleType('bare').__doc__, isinstance(m, types.ModuleType))
for args in [(), (1,), ('x', 'doc', 'extra')]:
    try:
        types.ModuleType(*args)
    except TypeError as e:
        print("TypeError:", e)
for name in ('FunctionType', 'GeneratorType', 'BuiltinFunctionType'):
    try:
        getattr(types, name)()
    except TypeError as e:
        print(name, "TypeError:", e)
try:
    types.FunctionType(lambda: 0, {})
except TypeError as e:
    print("TypeError:", e)
try:
    types.NoneType(1)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# plugins Plugin registry. 2 registered x
# None True
# TypeError: module() missing required argument 'name' (pos 1)
# TypeError: module() argument 'name' must be str, not int
# TypeError: module() takes at most 2 arguments (3 given)
# FunctionType TypeError: function() missing required argument 'code' (pos 1)
# GeneratorType TypeError: cannot create 'generator' instances
# BuiltinFunctionType TypeError: cannot create 'builtin_function_or_method' instances
# TypeError: function() argument 'code' must be code, not function
# TypeError: NoneType takes no arguments
