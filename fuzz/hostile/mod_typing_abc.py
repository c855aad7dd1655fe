import typing, abc
class M(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
try:
    M()
except TypeError:
    print("TypeError")
class R(abc.ABCMeta): pass
T = typing.TypeVar('T')
print(typing.List[int], typing.Optional[typing.List[typing.Dict[str, int]]])
x = int
for _ in range(10000):
    x = typing.List[x]
try:
    print(len(repr(x)) > 0)
except RecursionError:
    print("RecursionError")
class X(abc.ABC): pass
X.register(int)
print(isinstance(1, X))
try:
    X.register(X)
except Exception as e:
    print(type(e).__name__)
class Y(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return issubclass(C, Y)
try:
    print(issubclass(int, Y))
except RecursionError:
    print("RecursionError")
