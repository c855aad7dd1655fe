from enum import Enum


class Currency(str, Enum):
    USD = 'usd'
    EUR = 'eur'


print(Currency.USD, repr(Currency.EUR), f"{Currency.USD}", Currency.USD == 'usd', Currency.USD.upper(), Currency('eur'))


class Ratio(float, Enum):
    HALF = 0.5
    THIRD = 1 / 3


print(repr(Ratio.HALF), Ratio.HALF * 2, Ratio.HALF < Ratio.THIRD, round(float(Ratio.THIRD), 3))


class Coordinate(bytes, Enum):
    PX = (0, 'P.X', 'km')
    PY = (1, 'P.Y', 'km')

    def __new__(cls, value, label, unit):
        obj = bytes.__new__(cls, [value])
        obj._value_ = value
        obj.label = label
        obj.unit = unit
        return obj


print(Coordinate.PY, Coordinate.PX.value, Coordinate(1).label, Coordinate.PX.unit, Coordinate.PY == b'\x01')


class Describe:
    def describe(self):
        return f"{type(self).__name__}:{self.name}"


class Fruit(Describe, Enum):
    APPLE = 1


print(Fruit.APPLE.describe(), repr(Fruit.APPLE))

# ---- expected stdout ----
# Currency.USD <Currency.EUR: 'eur'> Currency.USD True USD Currency.EUR
# <Ratio.HALF: 0.5> 1.0 False 0.333
# Coordinate.PY 0 P.Y km True
# Fruit:APPLE <Fruit.APPLE: 1>
