from dataclasses import dataclass, field


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default='', compare=False)


vs = [Version(1, 2), Version(0, 9, 'beta'), Version(1, 0), Version(1, 2, 'rc')]
print(sorted(vs))
print(Version(1) < Version(1, 1), Version(2) >= Version(1, 9), Version(1, 2) <= Version(1, 2, 'x'), max(vs))
try:
    Version(1) < (1, 0)
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass(order=True, eq=False)
    class Bad:
        x: int
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass(order=True)
    class Custom:
        x: int

        def __lt__(self, other):
            return True
except TypeError as e:
    print("TypeError:", e)


@dataclass
class NoOrder:
    x: int


try:
    NoOrder(1) < NoOrder(2)
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# [Version(major=0, minor=9, label='beta'), Version(major=1, minor=0, label=''), Version(major=1, minor=2, label=''), Version(major=1, minor=2, label='rc')]
# True True True Version(major=1, minor=2, label='')
# TypeError: '<' not supported between instances of 'Version' and 'tuple'
# ValueError: eq must be true if order is true
# TypeError: Cannot overwrite attribute __lt__ in class Custom. Consider using functools.total_ordering
# TypeError: '<' not supported between instances of 'NoOrder' and 'NoOrder'
