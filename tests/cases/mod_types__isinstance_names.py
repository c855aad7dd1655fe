import types
import math


def f():
    pass


def gen():
    yield 1


class C:
    def m(self):
        pass


print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), types.FunctionType is types.LambdaType)
print(isinstance(len, types.BuiltinFunctionType), isinstance([].append, types.BuiltinMethodType), isinstance(f, types.BuiltinFunctionType))
print(isinstance(gen(), types.GeneratorType), isinstance(gen, types.GeneratorType))
print(isinstance(C().m, types.MethodType), isinstance(C.m, types.MethodType), isinstance(C.m, types.FunctionType))
print(isinstance(math, types.ModuleType), isinstance(types, types.ModuleType), isinstance(C, types.ModuleType))
print(isinstance(None, types.NoneType), types.NoneType() is None, type(None) is types.NoneType)
print(isinstance(..., types.EllipsisType), types.EllipsisType() is Ellipsis, types.NotImplementedType() is NotImplemented)
print(types.FunctionType, types.GeneratorType, types.NoneType, types.ModuleType)
print(types.MethodType, types.BuiltinFunctionType)

# ---- expected stdout ----
# True True True
# True True False
# True False
# True False True
# True True False
# True True True
# True True True
# <class 'function'> <class 'generator'> <class 'NoneType'> <class 'module'>
# <class 'method'> <class 'builtin_function_or_method'>
