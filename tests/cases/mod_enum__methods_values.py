from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.67300E-11 * self.mass / (self.radius * self.radius)

    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)

    @staticmethod
    def unit():
        return 'kg'

    def __str__(self):
        return self.name.title()


print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 2))
print(Planet.heaviest(), Planet.unit(), repr(Planet.MERCURY), Planet((3.303e+23, 2.4397e6)) is Planet.MERCURY)


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2

    def sides(self):
        return {1: 4, 2: 4, 3: 0}[self.value]

    def __repr__(self):
        return f"Shape<{self.name}>"


print(Shape.ALIAS_FOR_SQUARE, repr(Shape.SQUARE), Shape.CIRCLE.sides(), [s.sides() for s in Shape])
Shape.SQUARE.note = 'annotated'
print(Shape.ALIAS_FOR_SQUARE.note)

# ---- expected stdout ----
# (5.976e+24, 6378140.0) 5.976e+24 9.8
# Earth kg <Planet.MERCURY: (3.303e+23, 2439700.0)> True
# Shape.SQUARE Shape<SQUARE> 0 [4, 4, 0]
# annotated
