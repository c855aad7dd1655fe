from enum import Enum


class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None


print(Status('ACTIVE'), Status('Inactive'), Status('active'))
try:
    Status('unknown')
except ValueError as e:
    print("ValueError:", e)


class Broken(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        return 'not a member'


try:
    Broken(2)
except TypeError as e:
    print("TypeError:", e)


class Raising(Enum):
    A = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(value)


try:
    Raising(5)
except KeyError as e:
    print("KeyError:", e)

# ---- expected stdout ----
# Status.ACTIVE Status.INACTIVE Status.ACTIVE
# ValueError: 'unknown' is not a valid Status
# TypeError: error in Broken._missing_: returned 'not a member' instead of None or a valid member
# KeyError: 5
