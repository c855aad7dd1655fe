import copy

def gen():
    yield 1

for bad in [copy, gen(), {}.keys()]:
    try:
        copy.copy(bad)
    except TypeError as e:
        print(e)
try:
    copy.deepcopy(gen())
except TypeError as e:
    print(e)
print(copy.Error, copy.error is copy.Error, issubclass(copy.Error, Exception))

# ---- expected stdout ----
# cannot pickle 'module' object
# cannot pickle 'generator' object
# cannot pickle 'dict_keys' object
# cannot pickle 'generator' object
# <class 'copy.Error'> True True
