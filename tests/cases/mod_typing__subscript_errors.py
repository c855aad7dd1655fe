from typing import List, Dict, Sized, Callable, Tuple, Hashable
for bad in [lambda: Dict[int], lambda: List[int, str], lambda: Sized[int], lambda: Callable[int], lambda: Callable[int, str],
            lambda: List(), lambda: Dict[str, int](), lambda: Hashable[int]]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: Too few arguments for typing.Dict; actual 1, expected 2
# TypeError: Too many arguments for typing.List; actual 2, expected 1
# TypeError: typing.Sized is not a generic class
# TypeError: Callable must be used as Callable[[arg, ...], result].
# typing.Callable[[int], str]
# TypeError: Type List cannot be instantiated; use list() instead
# TypeError: Type Dict cannot be instantiated; use dict() instead
# TypeError: typing.Hashable is not a generic class
