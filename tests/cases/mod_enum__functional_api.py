from enum import Enum, IntEnum, Flag

Animal = Enum('Animal', 'ANT BEE CAT DOG')
print(Animal, list(Animal), Animal.CAT.value, Animal(2))
Color = Enum('Color', ['RED', 'GREEN'], start=10)
print(list(Color))
Size = Enum('Size', [('S', 'small'), ('L', 'large')])
print(Size.L, Size('small'), repr(Size.S))
Level = IntEnum('Level', {'LOW': 1, 'HIGH': 9})
print(Level.HIGH + 1, repr(Level.LOW), type(Level).__name__)
Comma = Enum('Comma', 'A, B,C')
print([m.name for m in Comma])
Opt = Flag('Opt', 'X Y Z')
print([o.value for o in Opt], repr(Opt.X | Opt.Z))
Num = Enum('Num', 'ONE TWO', type=int)
print(Num.TWO + 1, repr(Num.ONE), Num.__module__)

# ---- expected stdout ----
# <enum 'Animal'> [<Animal.ANT: 1>, <Animal.BEE: 2>, <Animal.CAT: 3>, <Animal.DOG: 4>] 3 Animal.BEE
# [<Color.RED: 10>, <Color.GREEN: 11>]
# Size.L Size.S <Size.S: 'small'>
# 10 <Level.LOW: 1> EnumType
# ['A', 'B', 'C']
# [1, 2, 4] <Opt.X|Z: 5>
# 3 <Num.ONE: 1> __main__
