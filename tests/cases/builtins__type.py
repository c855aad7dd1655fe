print(type(1), type("s"), type([]), type(None), type(len), type(type))
print(type(1).__name__, type(3.0).__name__, type(print).__name__, type(lambda: 0).__name__)
class K:
    pass
print(type(K()).__name__, type(K).__name__, type(K()) == K)

# ---- expected stdout ----
# <class 'int'> <class 'str'> <class 'list'> <class 'NoneType'> <class 'builtin_function_or_method'> <class 'type'>
# int float builtin_function_or_method function
# K type True
