from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED, repr(Color.RED), str(Color.GREEN))
print(Color(1), Color['BLUE'], Color(Color.RED), Color.RED.name, Color.RED.value)
print(Color.RED is Color(1), Color.RED == Color.RED, Color.RED != Color.BLUE, Color.RED == 1)
print(type(Color.RED), type(Color.RED).__name__, isinstance(Color.GREEN, Color))
print(f"{Color.BLUE}", f"{Color.BLUE:>12}|", format(Color.RED), "%s" % Color.RED)
print([c.name for c in Color], [c.value for c in Color])
print(getattr(Color, 'GREEN'), Color.__name__, Color.RED.__class__ is Color)

# ---- expected stdout ----
# Color.RED <Color.RED: 1> Color.GREEN
# Color.RED Color.BLUE Color.RED RED 1
# True True True False
# <enum 'Color'> Color True
# Color.BLUE   Color.BLUE| Color.RED Color.RED
# ['RED', 'GREEN', 'BLUE'] [1, 2, 3]
# Color.GREEN Color True
