# types exposes no code/frame/cell/traceback types, ModuleType makes an empty unregistered
# namespace (not a route to host modules), and FunctionType cannot be constructed.
import types
print([hasattr(types, n) for n in ('CodeType', 'FrameType', 'TracebackType', 'CellType')])
m = types.ModuleType('os')
print(m.__name__, hasattr(m, 'system'), hasattr(m, 'environ'))
try:
    import os
except ModuleNotFoundError as e:
    print(e)
try:
    types.FunctionType()
except TypeError as e:
    print(e)
f = types.FunctionType(lambda: 0, {'__builtins__': {}})

# ---- expected stdout ----
# [False, False, False, False]
# os False False
# No module named 'os'
# function() missing required argument 'code' (pos 1)
# ---- expected exception ----
# TypeError: function() argument 'code' must be code, not function
