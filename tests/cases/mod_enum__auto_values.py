from enum import Enum, auto


class Ordinal(Enum):
    FIRST = auto()
    SECOND = auto()
    TENTH = 10
    ELEVENTH = auto()


print(list(Ordinal))


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return f"{name.lower()}-{count}"

    NORTH = auto()
    SOUTH = auto()


print(list(Named), Named('south-1'))


class Pair(Enum):
    A = auto(), 'first'
    B = auto(), 'second'


print(Pair.A.value, Pair.B.value)
print(repr(auto()), repr(auto(5)))


class Start(Enum):
    A = 100
    B = auto()
    C = 150
    D = auto()


print([m.value for m in Start])

# ---- expected stdout ----
# [<Ordinal.FIRST: 1>, <Ordinal.SECOND: 2>, <Ordinal.TENTH: 10>, <Ordinal.ELEVENTH: 11>]
# [<Named.NORTH: 'north-0'>, <Named.SOUTH: 'south-1'>] Named.SOUTH
# (1, 'first') (2, 'second')
# auto(_auto_null) auto(5)
# [100, 101, 150, 151]
