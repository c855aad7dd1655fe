from typing import cast, overload, no_type_check, final, NewType, TYPE_CHECKING, get_type_hints, Optional, List, Any
print(cast(int, "not an int"), cast("List[int]", [1]), TYPE_CHECKING)
UserId = NewType("UserId", int)
print(UserId, UserId(42), UserId.__supertype__, UserId.__name__)
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x * 2
print(f(2), f("ab"))
@no_type_check
def g(a: "whatever") -> "nothing":
    return a
print(g(1), g.__no_type_check__)
@final
class Leaf:
    pass
print(Leaf.__final__)
class Node:
    value: int
    next: Optional["Node"] = None
    items: List[Any]
print(get_type_hints(Node))
def h(a: int, b: "str") -> None: ...
print(get_type_hints(h))

# ---- expected stdout ----
# not an int [1] False
# __main__.UserId 42 <class 'int'> UserId
# 4 abab
# 1 True
# True
# {'value': <class 'int'>, 'next': typing.Optional[__main__.Node], 'items': typing.List[typing.Any]}
# {'a': <class 'int'>, 'b': <class 'str'>, 'return': <class 'NoneType'>}
