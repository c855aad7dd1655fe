from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


def attempt(label, fn):
    try:
        fn()
    except Exception as e:
        print(label, '->', type(e).__name__, e)


attempt('value lookup', lambda: Color(3))
attempt('name lookup', lambda: Color['PURPLE'])
attempt('attribute', lambda: Color.PURPLE)
attempt('reassign', lambda: setattr(Color, 'RED', 5))
attempt('delete', lambda: delattr(Color, 'RED'))
attempt('set value', lambda: setattr(Color.RED, 'value', 9))
attempt('set name', lambda: setattr(Color.RED, 'name', 'x'))
attempt('order', lambda: Color.RED < Color.GREEN)
attempt('str lookup', lambda: Color('RED'))
attempt('unhashable lookup', lambda: Color([1]))


def extend():
    class More(Color):
        BLUE = 3


attempt('extend', extend)
attempt('no members', lambda: Enum(1))
Color.extra = 'fine'
print(Color.extra)

# ---- expected stdout ----
# value lookup -> ValueError 3 is not a valid Color
# name lookup -> KeyError 'PURPLE'
# attribute -> AttributeError PURPLE
# reassign -> AttributeError cannot reassign member 'RED'
# delete -> AttributeError 'Color' cannot delete member 'RED'.
# set value -> AttributeError <enum 'Enum'> cannot set attribute 'value'
# set name -> AttributeError <enum 'Enum'> cannot set attribute 'name'
# order -> TypeError '<' not supported between instances of 'Color' and 'Color'
# str lookup -> ValueError 'RED' is not a valid Color
# unhashable lookup -> ValueError [1] is not a valid Color
# extend -> TypeError <enum 'More'> cannot extend <enum 'Color'>
# no members -> TypeError <enum 'Enum'> has no members defined
# fine
