import functools

@functools.total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a <= b, a > b, a >= b, a >= c, a <= c, a > c)
print(sorted([b, a, Version(0, 9)]), max(a, b))

@functools.total_ordering
class Rev:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __ge__(self, other):
        return self.n >= other.n

print(Rev(1) < Rev(2), Rev(2) > Rev(1), Rev(1) <= Rev(1), Rev(3) > Rev(3))
print(Version.__gt__.__name__)
try:
    @functools.total_ordering
    class Nothing:
        pass
except ValueError as e:
    print(e)

# ---- expected stdout ----
# True True False False True True False
# [v0.9, v1.2, v1.10] v1.10
# True True True False
# __gt__
# must define at least one ordering operation: < > <= >=
