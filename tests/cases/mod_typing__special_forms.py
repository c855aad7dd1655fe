from typing import Literal, Annotated, ClassVar, Final, Any
print(Literal[1, "a", None, True], Literal["r", "w"] == Literal["w", "r"], Literal[1, 1, 2])
print(Annotated[int, "meta", 3], Annotated[Annotated[int, "a"], "b"])
print(ClassVar[int], Final[str])
for bad in [lambda: Annotated[int], lambda: Any[int], lambda: Any(), lambda: ClassVar[int, str]]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# typing.Literal[1, 'a', None, True] True typing.Literal[1, 2]
# typing.Annotated[int, 'meta', 3] typing.Annotated[int, 'a', 'b']
# typing.ClassVar[int] typing.Final[str]
# TypeError: Annotated[...] should be used with at least two arguments (a type and an annotation).
# TypeError: type 'Any' is not subscriptable
# TypeError: Any cannot be instantiated
# TypeError: typing.ClassVar accepts only single type. Got (<class 'int'>, <class 'str'>).
