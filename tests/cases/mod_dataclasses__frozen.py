from dataclasses import dataclass, FrozenInstanceError, field


@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float = 0.0
    tags: tuple = field(default=(), compare=False)


c = Coord(1.5, 2.5)
print(c, hash(c) == hash((1.5, 2.5)), {c: 'here'}[Coord(1.5, 2.5)])
for action in ('assign', 'delete', 'new'):
    try:
        if action == 'assign':
            c.lat = 3
        elif action == 'delete':
            del c.lon
        else:
            c.other = 1
    except FrozenInstanceError as e:
        print(type(e).__name__, e, isinstance(e, AttributeError))
print(len({Coord(1, 2), Coord(1, 2), Coord(2, 1)}), issubclass(FrozenInstanceError, AttributeError))


@dataclass
class Mutable:
    x: int


try:
    @dataclass(frozen=True)
    class FrozenChild(Mutable):
        y: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class MutableChild(Coord):
        z: int = 0
except TypeError as e:
    print("TypeError:", e)


@dataclass(frozen=True)
class Child(Coord):
    alt: int = 0


print(Child(1, 2, alt=3), hash(Child(1, 2, alt=3)) == hash((1, 2, 3)))

# ---- expected stdout ----
# Coord(lat=1.5, lon=2.5, tags=()) True here
# FrozenInstanceError cannot assign to field 'lat' True
# FrozenInstanceError cannot delete field 'lon' True
# FrozenInstanceError cannot assign to field 'other' True
# 2 True
# TypeError: cannot inherit frozen dataclass from a non-frozen one
# TypeError: cannot inherit non-frozen dataclass from a frozen one
# Child(lat=1, lon=2, tags=(), alt=3) True
