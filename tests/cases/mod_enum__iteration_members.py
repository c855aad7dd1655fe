from enum import Enum


class Weekday(Enum):
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 3
    THURSDAY = 4
    FRIDAY = 5
    WEEKEND_START = 6
    SATURDAY = 6


print(len(Weekday), list(Weekday)[:2], list(reversed(Weekday))[0])
print([d.name for d in Weekday])
print(Weekday.__members__)
print(list(Weekday.__members__), len(Weekday.__members__))
print(Weekday.SATURDAY, Weekday.SATURDAY is Weekday.WEEKEND_START, Weekday(6).name)
print(Weekday.MONDAY in Weekday, bool(Weekday), sorted(Weekday, key=lambda d: -d.value)[0])
print(dict((d.name, d.value) for d in Weekday))
print(Weekday['SATURDAY'], [name for name, m in Weekday.__members__.items() if m.name != name])

# ---- expected stdout ----
# 6 [<Weekday.MONDAY: 1>, <Weekday.TUESDAY: 2>] Weekday.WEEKEND_START
# ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'WEEKEND_START']
# {'MONDAY': <Weekday.MONDAY: 1>, 'TUESDAY': <Weekday.TUESDAY: 2>, 'WEDNESDAY': <Weekday.WEDNESDAY: 3>, 'THURSDAY': <Weekday.THURSDAY: 4>, 'FRIDAY': <Weekday.FRIDAY: 5>, 'WEEKEND_START': <Weekday.WEEKEND_START: 6>, 'SATURDAY': <Weekday.WEEKEND_START: 6>}
# ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'WEEKEND_START', 'SATURDAY'] 7
# Weekday.WEEKEND_START True WEEKEND_START
# True True Weekday.WEEKEND_START
# {'MONDAY': 1, 'TUESDAY': 2, 'WEDNESDAY': 3, 'THURSDAY': 4, 'FRIDAY': 5, 'WEEKEND_START': 6}
# Weekday.WEEKEND_START ['SATURDAY']
