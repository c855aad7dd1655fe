from dataclasses import dataclass, field


counter = [0]


def next_id():
    counter[0] += 1
    return counter[0]


@dataclass
class Record:
    name: str
    tags: list = field(default_factory=list)
    meta: dict = field(default_factory=dict, repr=False)
    ident: int = field(default_factory=next_id, init=False)
    cache: str = field(default='none', init=False, compare=False)
    note: str = field(default='', compare=False)


a = Record('a')
b = Record('b', ['x'])
a.tags.append('t')
print(a, b, Record('c').tags, a.ident, b.ident)
print(a.cache, Record.cache, Record.note, hasattr(Record, 'tags'))
print(Record('z', [], {}) == Record('z', [], {'k': 1}), Record('z', note='1') == Record('z', note='2'))
try:
    Record('d', ident=5)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Defaults:
    x: int = 1
    y: tuple = (1, 2)
    z: frozenset = frozenset({3})
    s: str = 'text'


print(Defaults(), Defaults.x, Defaults.y)

# ---- expected stdout ----
# Record(name='a', tags=['t'], ident=1, cache='none', note='') Record(name='b', tags=['x'], ident=2, cache='none', note='') [] 1 2
# none none  False
# False False
# TypeError: Record.__init__() got an unexpected keyword argument 'ident'
# Defaults(x=1, y=(1, 2), z=frozenset({3}), s='text') 1 (1, 2)
