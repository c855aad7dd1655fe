from enum import IntEnum, auto


class Priority(IntEnum):
    LOW = 1
    MEDIUM = auto()
    HIGH = 5


print(Priority.LOW, repr(Priority.MEDIUM), str(Priority.HIGH), f"{Priority.HIGH}", format(Priority.LOW, '03d'))
print(Priority.LOW + 1, Priority.HIGH * 2, Priority.MEDIUM == 2, Priority.LOW < Priority.HIGH, Priority.HIGH > 3)
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]), max(Priority), int(Priority.HIGH))
print({1: 'one'}[Priority.LOW], Priority(5), Priority(2).name, isinstance(Priority.LOW, int))
print(hash(Priority.LOW) == hash(1), Priority.LOW in {1, 2}, [10, 20, 30][Priority.LOW])
print(list(range(Priority.MEDIUM)), Priority.MEDIUM.value + 0.5, -Priority.LOW)
print(type(Priority.LOW + 1), type(Priority.LOW).__mro__[1].__name__)
try:
    Priority(4)
except ValueError as e:
    print("ValueError:", e)
try:
    class Bad(IntEnum):
        X = 'not a number'
except Exception as e:
    print(type(e).__name__, e)

# ---- expected stdout ----
# 1 <Priority.MEDIUM: 2> 5 5 001
# 2 10 True True True
# [<Priority.LOW: 1>, <Priority.MEDIUM: 2>, <Priority.HIGH: 5>] 5 5
# one 5 MEDIUM True
# True True 20
# [0, 1] 2.5 -1
# <class 'int'> IntEnum
# ValueError: 4 is not a valid Priority
# ValueError invalid literal for int() with base 10: 'not a number'
