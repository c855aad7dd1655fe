from typing import TypeVar, Generic, List, Dict, Tuple
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V", covariant=True)
N = TypeVar("N", int, float)
B = TypeVar("B", bound=str)
print(T, V, TypeVar("C", contravariant=True), N.__constraints__, B.__bound__, T.__name__)
print(List[T], Dict[K, V], List[T][int], Dict[str, T][bytes], Tuple[T, T][float])
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
b = Box(5)
print(b.get(), Box[int], Box[int](7).get(), isinstance(b, Box))
class Pair(Generic[K, V]):
    pass
print(Pair[str, int])
try:
    List[int][str]
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# ~T +V -C (<class 'int'>, <class 'float'>) <class 'str'> T
# typing.List[~T] typing.Dict[~K, +V] typing.List[int] typing.Dict[str, bytes] typing.Tuple[float, float]
# 5 __main__.Box[int] 7 True
# __main__.Pair[str, int]
# TypeError: typing.List[int] is not a generic class
