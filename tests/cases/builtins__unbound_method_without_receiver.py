# A builtin type's method called through the type with no receiver: slot wrappers and
# methods word it differently in CPython.
calls = [
    lambda: list.__len__(),
    lambda: list.__contains__(),
    lambda: list.__getitem__(),
    lambda: dict.__getitem__(),
    lambda: dict.__setitem__(),
    lambda: set.__contains__(),
    lambda: str.upper(),
    lambda: str.__add__(),
    lambda: object.__format__(),
    lambda: object.__eq__(),
    lambda: tuple.__len__(),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# descriptor '__len__' of 'list' object needs an argument
# descriptor '__contains__' of 'list' object needs an argument
# unbound method list.__getitem__() needs an argument
# unbound method dict.__getitem__() needs an argument
# descriptor '__setitem__' of 'dict' object needs an argument
# unbound method set.__contains__() needs an argument
# unbound method str.upper() needs an argument
# descriptor '__add__' of 'str' object needs an argument
# unbound method object.__format__() needs an argument
# descriptor '__eq__' of 'object' object needs an argument
# descriptor '__len__' of 'tuple' object needs an argument
