# Subscripted typing aliases and user generics as base classes (PEP 560 __mro_entries__).
import typing as t
from typing import Generic, TypeVar, List, Pattern, Match
from collections.abc import MutableSet
import re

K = TypeVar("K")


class Table(t.Mapping[K, int]):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, k):
        return self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


print(Table.__mro__[1], Table.__orig_bases__, dict(Table({"a": 1})), isinstance(Table({}), t.Mapping))


class Box(Generic[K]):
    pass


class StrBox(Box[str]):
    pass


print(StrBox.__mro__, StrBox.__orig_bases__)


class Ints(List[int]):
    pass


class Bag(MutableSet[K]):
    pass


print(Ints([1, 2]), Ints.__mro__[1], Bag.__bases__)
print(Pattern[str], isinstance(re.compile("a"), Pattern), isinstance(re.match("a", "a"), Match))

# ---- expected stdout ----
# <class 'collections.abc.Mapping'> (typing.Mapping[~K, int],) {'a': 1} True
# (<class '__main__.StrBox'>, <class '__main__.Box'>, <class 'typing.Generic'>, <class 'object'>) (__main__.Box[str],)
# [1, 2] <class 'list'> (<class 'collections.abc.MutableSet'>,)
# typing.Pattern[str] True True
