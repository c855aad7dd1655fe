from enum import Flag, auto


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7


rw = Perm.R | Perm.W
print(rw, repr(rw), rw.value, rw.name, list(rw), len(rw), bool(rw))
print(repr(Perm.R & Perm.W), bool(Perm.R & Perm.W), repr(Perm.R ^ Perm.RWX), repr(~Perm.R))
print(Perm.R in rw, Perm.X in rw, Perm.RWX, repr(Perm(7)), list(Perm), len(Perm))
print(repr(Perm(0)), str(Perm(0)), Perm(6) is rw, Perm(3))
print(list(Perm.__members__))


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()


print([c.value for c in Color], repr(Color.RED | Color.BLUE), repr(~Color.GREEN))
try:
    1 in Color.RED
except TypeError as e:
    print("TypeError:", e)
print(Color.RED | Color.GREEN | Color.BLUE == Color(7), [m.name for m in Color(5)])

# ---- expected stdout ----
# Perm.R|W <Perm.R|W: 6> 6 R|W [<Perm.R: 4>, <Perm.W: 2>] 2 True
# <Perm: 0> False <Perm.W|X: 3> <Perm.W|X: 3>
# True False Perm.RWX <Perm.RWX: 7> [<Perm.R: 4>, <Perm.W: 2>, <Perm.X: 1>] 3
# <Perm: 0> Perm(0) True Perm.W|X
# ['R', 'W', 'X', 'RWX']
# [1, 2, 4] <Color.RED|BLUE: 5> <Color.RED|BLUE: 5>
# TypeError: unsupported operand type(s) for 'in': 'int' and 'Color'
# True ['RED', 'BLUE']
