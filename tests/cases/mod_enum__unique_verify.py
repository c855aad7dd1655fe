from enum import Enum, unique, verify, UNIQUE, CONTINUOUS, IntEnum


@unique
class Ok(Enum):
    A = 1
    B = 2


print(list(Ok))
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
        UNO = 1
except ValueError as e:
    print("ValueError:", e)
try:
    @verify(UNIQUE)
    class Again(Enum):
        X = 'x'
        Y = 'x'
except ValueError as e:
    print("ValueError:", e)
try:
    @verify(CONTINUOUS)
    class Gaps(IntEnum):
        A = 1
        B = 2
        E = 5
except ValueError as e:
    print("ValueError:", e)


@verify(CONTINUOUS)
class Fine(IntEnum):
    A = 1
    B = 2


print(list(Fine))

# ---- expected stdout ----
# [<Ok.A: 1>, <Ok.B: 2>]
# ValueError: duplicate values found in <enum 'Mistake'>: FOUR -> THREE, UNO -> ONE
# ValueError: aliases found in <enum 'Again'>: Y -> X
# ValueError: invalid enum 'Gaps': missing values 3, 4
# [<Fine.A: 1>, <Fine.B: 2>]
