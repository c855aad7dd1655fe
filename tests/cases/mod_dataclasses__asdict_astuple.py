from collections import namedtuple
from dataclasses import dataclass, field, asdict, astuple

Pair = namedtuple('Pair', 'a b')


@dataclass
class Leaf:
    value: int
    data: list = field(default_factory=list)


@dataclass
class Tree:
    name: str
    leaves: list
    index: dict
    pair: Pair
    best: Leaf = None


t = Tree('t', [Leaf(1, [1, 2]), Leaf(2)], {'k': Leaf(3)}, Pair(Leaf(4), (5, [6])), Leaf(7))
d = asdict(t)
print(d)
print(astuple(t))
d['leaves'][0]['data'].append(99)
print(t.leaves[0].data, type(d['pair']).__name__, d['pair'].a)
print(asdict(Leaf(1), dict_factory=lambda items: sorted(items, reverse=True)))
print(astuple(Leaf(1, [2]), tuple_factory=list))
shared = [1]
copy_ = asdict(Leaf(0, shared))
print(copy_['data'] is shared, copy_['data'] == shared)
for fn in (asdict, astuple):
    try:
        fn(Leaf)
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# {'name': 't', 'leaves': [{'value': 1, 'data': [1, 2]}, {'value': 2, 'data': []}], 'index': {'k': {'value': 3, 'data': []}}, 'pair': Pair(a={'value': 4, 'data': []}, b=(5, [6])), 'best': {'value': 7, 'data': []}}
# ('t', [(1, [1, 2]), (2, [])], {'k': (3, [])}, Pair(a=(4, []), b=(5, [6])), (7, []))
# [1, 2] Pair {'value': 4, 'data': []}
# [('value', 1), ('data', [])]
# [1, [2]]
# False True
# TypeError: asdict() should be called on dataclass instances
# TypeError: astuple() should be called on dataclass instances
