# Builtin types without a constructor refuse to be called (no half-made objects);
# the singleton types return their singleton.
def gen():
    yield 1


class C:
    def m(self):
        pass


print(type(None)(), type(...)(), type(NotImplemented)())
for t in (type(gen()), type(len), type(iter([])), type({}.keys()), type(lambda: 0)):
    try:
        t()
    except TypeError as e:
        print(t.__name__, "->", e)
try:
    type(None)(1)
except TypeError as e:
    print(e)
bound = type(C().m)(lambda self: ('bound to', type(self).__name__), C())
print(bound())

# ---- expected stdout ----
# None Ellipsis NotImplemented
# generator -> cannot create 'generator' instances
# builtin_function_or_method -> cannot create 'builtin_function_or_method' instances
# list_iterator -> cannot create 'list_iterator' instances
# dict_keys -> cannot create 'dict_keys' instances
# function -> function() missing required argument 'code' (pos 1)
# NoneType takes no arguments
# ('bound to', 'C')
