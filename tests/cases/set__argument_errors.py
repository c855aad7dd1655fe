# Argument errors of set's and frozenset's methods, in CPython's wording (messages name
# the receiver's type: frozenset.copy, not set.copy).
s, f = {1, 2}, frozenset([2, 3])
calls = [
    lambda: s.add(), lambda: s.add(1, 2), lambda: s.add(object=1), lambda: set.add(),
    lambda: s.discard(), lambda: s.remove(1, 2), lambda: s.pop(1), lambda: s.clear(x=1),
    lambda: s.copy(1), lambda: f.copy(1), lambda: frozenset.copy(f, x=1),
    lambda: s.union(x=1), lambda: f.union([1], x=1), lambda: s.intersection(x=1), lambda: f.difference(x=1),
    lambda: s.update([1], x=1), lambda: s.intersection_update(x=1), lambda: s.difference_update(x=1),
    lambda: s.symmetric_difference(), lambda: f.symmetric_difference(1, 2), lambda: s.symmetric_difference_update(),
    lambda: s.issubset(), lambda: f.issuperset(1, 2), lambda: s.isdisjoint(other=1), lambda: f.isdisjoint(),
    lambda: s.__len__(1), lambda: f.__len__(x=1), lambda: s.__contains__(), lambda: f.__contains__(1, 2),
    lambda: set(1, 2), lambda: set(foo=1), lambda: s.__init__([], []), lambda: frozenset(1, 2), lambda: frozenset(foo=1),
    lambda: set.union(),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print("TypeError:", e)
class F(frozenset):
    def __init__(self, items, tag=None):
        self.tag = tag
g = F([1], tag="t")
print(sorted(g), g.tag, sorted(s.union([5], (6,))), sorted(f.intersection([3], {3, 4})), sorted(s.difference()))
t = set()
t.update([1, 2], (3,))
t.difference_update([1], [2])
print(t, s.issubset([1, 2, 3]), f.issuperset([2]), s.isdisjoint(f), s.__contains__(1), f.__len__())

# ---- expected stdout ----
# TypeError: set.add() takes exactly one argument (0 given)
# TypeError: set.add() takes exactly one argument (2 given)
# TypeError: set.add() takes no keyword arguments
# TypeError: unbound method set.add() needs an argument
# TypeError: set.discard() takes exactly one argument (0 given)
# TypeError: set.remove() takes exactly one argument (2 given)
# TypeError: set.pop() takes no arguments (1 given)
# TypeError: set.clear() takes no keyword arguments
# TypeError: set.copy() takes no arguments (1 given)
# TypeError: frozenset.copy() takes no arguments (1 given)
# TypeError: frozenset.copy() takes no keyword arguments
# TypeError: set.union() takes no keyword arguments
# TypeError: frozenset.union() takes no keyword arguments
# TypeError: set.intersection() takes no keyword arguments
# TypeError: frozenset.difference() takes no keyword arguments
# TypeError: set.update() takes no keyword arguments
# TypeError: set.intersection_update() takes no keyword arguments
# TypeError: set.difference_update() takes no keyword arguments
# TypeError: set.symmetric_difference() takes exactly one argument (0 given)
# TypeError: frozenset.symmetric_difference() takes exactly one argument (2 given)
# TypeError: set.symmetric_difference_update() takes exactly one argument (0 given)
# TypeError: set.issubset() takes exactly one argument (0 given)
# TypeError: frozenset.issuperset() takes exactly one argument (2 given)
# TypeError: set.isdisjoint() takes no keyword arguments
# TypeError: frozenset.isdisjoint() takes exactly one argument (0 given)
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __len__() takes no keyword arguments
# TypeError: set.__contains__() takes exactly one argument (0 given)
# TypeError: frozenset.__contains__() takes exactly one argument (2 given)
# TypeError: set expected at most 1 argument, got 2
# TypeError: set() takes no keyword arguments
# TypeError: set expected at most 1 argument, got 2
# TypeError: frozenset expected at most 1 argument, got 2
# TypeError: frozenset() takes no keyword arguments
# TypeError: unbound method set.union() needs an argument
# [1] t [1, 2, 5, 6] [3] [1, 2]
# {3} True True False True 2
