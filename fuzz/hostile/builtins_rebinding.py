len = lambda x: 5
print(len([]))
del len
print(len([]))
import builtins
