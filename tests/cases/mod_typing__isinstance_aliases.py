import typing
from typing import List, Dict, Iterable, Iterator, Mapping, Sequence, Callable, Tuple, Set, Hashable
print(isinstance([], List), isinstance((), List), isinstance({}, Dict), isinstance({}, Mapping), isinstance([], Sequence))
print(isinstance(range(3), Iterable), isinstance(5, Iterable), isinstance(iter(()), Iterator), isinstance(print, Callable))
print(isinstance((1,), Tuple), isinstance({1}, Set), isinstance(1, Hashable), isinstance([], Hashable))
print(typing.get_origin(List[int]), typing.get_origin(Dict), typing.get_args(Dict[str, int]), typing.get_args(Callable[[int], str]))
print(typing.get_origin(typing.Optional[int]), typing.get_args(typing.Optional[int]), typing.get_args(int), typing.get_origin(int))

# ---- expected stdout ----
# True False True True True
# True False True True
# True True True False
# <class 'list'> <class 'dict'> (<class 'str'>, <class 'int'>) ([<class 'int'>], <class 'str'>)
# typing.Union (<class 'int'>, <class 'NoneType'>) () None
