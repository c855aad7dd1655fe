from typing import List, Dict, Set, FrozenSet, Tuple, Type, Optional, Union, Callable, Iterable, Iterator, Sequence, Mapping, Any
print(List[int], Dict[str, int], Set[str], FrozenSet[bytes], Type[int])
print(Tuple[int, str], Tuple[int, ...], Tuple[()])
print(Optional[str], Union[int, str], Union[int, None], Union[None, int], Optional[Union[int, str]])
print(Callable[[int, str], bool], Callable[..., int], Callable[[], None])
print(Iterable[int], Iterator[str], Sequence[float], Mapping[str, List[int]])
print(Dict[str, Any], List[Dict[str, Optional[int]]], List["Node"], Optional["Tree"])
print(Any, Optional, Union)

# ---- expected stdout ----
# typing.List[int] typing.Dict[str, int] typing.Set[str] typing.FrozenSet[bytes] typing.Type[int]
# typing.Tuple[int, str] typing.Tuple[int, ...] typing.Tuple[()]
# typing.Optional[str] typing.Union[int, str] typing.Optional[int] typing.Optional[int] typing.Union[int, str, NoneType]
# typing.Callable[[int, str], bool] typing.Callable[..., int] typing.Callable[[], NoneType]
# typing.Iterable[int] typing.Iterator[str] typing.Sequence[float] typing.Mapping[str, typing.List[int]]
# typing.Dict[str, typing.Any] typing.List[typing.Dict[str, typing.Optional[int]]] typing.List[ForwardRef('Node')] typing.Optional[ForwardRef('Tree')]
# typing.Any typing.Optional typing.Union
