from collections.abc import Mapping, MutableSequence, Iterable, Sized, Iterator
class Registry(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
r = Registry(a=1, b=2)
print(len(r), r["a"], r.get("z", 0), "b" in r, list(r.keys()), list(r.items()), list(r.values()))
print(r == {"a": 1, "b": 2}, isinstance(r, Mapping), dict(r))
class Incomplete(Mapping):
    def __getitem__(self, k):
        return 1
try:
    Incomplete()
except TypeError as e:
    print("TypeError:", e)
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(isinstance(Countdown(3), Iterable), isinstance(Countdown(3), Iterator), isinstance(Countdown(3), Sized))
class Stack(MutableSequence):
    def __init__(self):
        self._items = []
    def __getitem__(self, i):
        return self._items[i]
    def __setitem__(self, i, v):
        self._items[i] = v
    def __delitem__(self, i):
        del self._items[i]
    def __len__(self):
        return len(self._items)
    def insert(self, i, v):
        self._items.insert(i, v)
s = Stack()
s.append(1)
s.extend([2, 3])
s += [4]
print(list(s), s.pop(), s.index(2), s.count(1), 3 in s, list(reversed(s)))

# ---- expected stdout ----
# 2 1 0 True ['a', 'b'] [('a', 1), ('b', 2)] [1, 2]
# True True {'a': 1, 'b': 2}
# TypeError: Can't instantiate abstract class Incomplete with abstract methods __iter__, __len__
# True True False
# [1, 2, 3, 4] 4 1 1 True [3, 2, 1]
