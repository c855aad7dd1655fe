import enum
from enum import Enum, EnumMeta, EnumType, IntEnum, Flag


class Color(Enum):
    RED = 1
    GREEN = 2


print(Color, repr(Color), type(Color), EnumMeta is EnumType, isinstance(Color, EnumMeta))
print(type(IntEnum), repr(Flag), repr(enum.IntFlag), issubclass(Color, Enum), Color.__mro__)
members = Color.__members__
print(type(members).__name__, members['RED'], 'GREEN' in members, len(members))
try:
    members['BLUE'] = 3
except TypeError as e:
    print("TypeError:", e)
print(Color._member_names_, Color._value2member_map_, Color._member_type_)
print(Enum.__members__, len(Enum), list(Enum))


class Base(Enum):
    def shout(self):
        return self.name.upper() + '!'


class Sub(Base):
    quiet = 'q'


print(Sub.quiet.shout(), list(Sub), issubclass(Sub, Base))

# ---- expected stdout ----
# <enum 'Color'> <enum 'Color'> <class 'enum.EnumType'> True True
# <class 'enum.EnumType'> <flag 'Flag'> <flag 'IntFlag'> True (<enum 'Color'>, <enum 'Enum'>, <class 'object'>)
# mappingproxy Color.RED True 2
# TypeError: 'mappingproxy' object does not support item assignment
# ['RED', 'GREEN'] {1: <Color.RED: 1>, 2: <Color.GREEN: 2>} <class 'object'>
# {} 0 []
# QUIET! [<Sub.quiet: 'q'>] True
