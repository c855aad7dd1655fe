# PEP 604 unions between classes and None: repr, __args__, isinstance/issubclass,
# annotations evaluated at definition time, and the operand errors.
import types
print(int | None, int | str | None, (int | str).__args__, int | int)
print(isinstance(3, int | str), isinstance(None, int | None), isinstance(2.5, int | str))
print(issubclass(bool, int | str), (int | None) == (None | int), type(int | str) is types.UnionType)


def f(x: int | None = None, *, tags: dict | None = None) -> str | None:
    return None if x is None else str(x)


print(f.__annotations__["x"], f.__annotations__["return"], f(4))


class Node:
    pass


print(Node | None, (int | str) | float, hash(int | str) == hash(str | int))
for bad in [lambda: int | 3, lambda: "a" | int]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

import typing
print(typing.Optional[int] == (int | None), (int | None) == typing.Optional[int], typing.Union[int, str] == (str | int))
print(typing.Union[int, str] == (int | None), hash(typing.Union[int, str]) == hash(int | str))

# ---- expected stdout ----
# int | None int | str | None (<class 'int'>, <class 'str'>) <class 'int'>
# True True False
# True True True
# int | None str | None 4
# __main__.Node | None int | str | float True
# TypeError: unsupported operand type(s) for |: 'type' and 'int'
# TypeError: unsupported operand type(s) for |: 'str' and 'type'
# True True True
# False True
