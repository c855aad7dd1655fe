from typing import Optional, List, Dict, Any, Callable, Iterable, Union
def process(items: List[int], mapping: Dict[str, Any], cb: Optional[Callable[[int], str]] = None) -> Union[int, str]:
    return sum(items)
print(process([1, 2, 3], {}))
print(process.__annotations__)
class Config:
    name: str
    retries: int = 3
    tags: Optional[List[str]] = None
print(Config.__annotations__, Config.retries)
def walk(xs: Iterable[int]) -> int:
    return len(list(xs))
print(walk(range(4)), walk.__annotations__["xs"])

# ---- expected stdout ----
# 6
# {'items': typing.List[int], 'mapping': typing.Dict[str, typing.Any], 'cb': typing.Optional[typing.Callable[[int], str]], 'return': typing.Union[int, str]}
# {'name': <class 'str'>, 'retries': <class 'int'>, 'tags': typing.Optional[typing.List[str]]} 3
# 4 typing.Iterable[int]
