import types

u = int | str
print(u, type(u) is types.UnionType, u.__args__)
print(isinstance(3, u), isinstance("s", u), isinstance(3.0, u), issubclass(bool, u))
print(int | None, (int | str) | float, int | int, (int | str) == (str | int))
print(isinstance(None, int | None), isinstance(None, int | types.NoneType))


def check(value, expected):
    return "ok" if isinstance(value, expected) else f"expected {expected}, got {type(value).__name__}"


print(check(1, int | float), check("x", int | float), check([], list | tuple))
try:
    int | 3
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# int | str True (<class 'int'>, <class 'str'>)
# True True False True
# int | None int | str | float <class 'int'> True
# True True
# ok expected int | float, got str ok
# TypeError: unsupported operand type(s) for |: 'type' and 'int'
