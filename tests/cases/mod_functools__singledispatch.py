import functools

@functools.singledispatch
def describe(obj):
    return f"object {obj!r}"

@describe.register(int)
def _(obj):
    return f"int {obj}"

@describe.register
def _(obj: list):
    return f"list of {len(obj)}"

def describe_str(obj):
    return f"str {obj!r}"

describe.register(str, describe_str)

class Animal:
    pass

class Dog(Animal):
    pass

@describe.register(Animal)
def _(obj):
    return "an animal: " + type(obj).__name__

for value in [1, True, "hi", [1, 2], 2.5, Dog(), None]:
    print(describe(value))
print(describe.dispatch(bool).__name__, describe.dispatch(float) is describe.registry[object])
print(sorted(t.__name__ for t in describe.registry))
print(describe.__name__)
try:
    describe()
except TypeError as e:
    print(e)
try:
    describe.register(lambda x: x)
except TypeError as e:
    print(str(e)[:30])

# ---- expected stdout ----
# int 1
# int True
# str 'hi'
# list of 2
# object 2.5
# an animal: Dog
# object None
# _ True
# ['Animal', 'int', 'list', 'object', 'str']
# describe
# describe requires at least 1 positional argument
# Invalid first argument to `reg
