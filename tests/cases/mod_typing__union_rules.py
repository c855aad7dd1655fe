from typing import Union, Optional, List
print(Union[int], Union[int, int, str], Union[int, Union[str, float]])
print(Union[int, str] == Union[str, int], Optional[int] == Union[int, None], List[int] == List[int], List[int] == List[str])
print(Union[int, str].__args__, Optional[int].__args__, List[int].__origin__, List[int].__args__)
print(hash(Union[int, str]) == hash(Union[str, int]))
for bad in [lambda: Union[()], lambda: Optional[int, str]]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# <class 'int'> typing.Union[int, str] typing.Union[int, str, float]
# True True True False
# (<class 'int'>, <class 'str'>) (<class 'int'>, <class 'NoneType'>) <class 'list'> (<class 'int'>,)
# True
# TypeError: Cannot take a Union of no types.
# TypeError: typing.Optional requires a single type. Got (<class 'int'>, <class 'str'>).
