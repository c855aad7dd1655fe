# ChainMap, UserDict, UserList, UserString and collections.abc load on first use; every
# way of reaching them must behave as if they had been there from the start.
import collections
print(collections.Counter({'a': 2}) + collections.Counter(a=1))
print(isinstance({}, collections.abc.Mapping), isinstance([], collections.abc.Mapping))
cm = collections.ChainMap({'x': 1}, {'x': 2, 'y': 3})
print(cm['x'], cm['y'], len(cm), sorted(cm))
from collections import UserList, UserString
print(UserList([3, 1, 2]) + [4], UserString('abc').upper())
print(isinstance(collections.deque(), collections.abc.MutableSequence))
print(issubclass(collections.OrderedDict, collections.abc.MutableMapping))
c = collections.Counter()
c.update(collections.UserDict({'k': 5}))
print(c)
try:
    collections.NoSuchThing
except AttributeError as e:
    print(e)
try:
    from collections import NoSuchThing
except ImportError as e:
    print(type(e).__name__, str(e).split(' (')[0])
print(issubclass(dict, collections.abc.MutableMapping), issubclass(int, collections.abc.Hashable))
print(issubclass(list, collections.abc.Mapping), issubclass(bytes, collections.abc.Sequence))

# ---- expected stdout ----
# Counter({'a': 3})
# True False
# 1 3 2 ['x', 'y']
# [3, 1, 2, 4] ABC
# True
# True
# Counter({'k': 5})
# module 'collections' has no attribute 'NoSuchThing'
# ImportError cannot import name 'NoSuchThing' from 'collections'
# True True
# False True
