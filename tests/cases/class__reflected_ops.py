class Meters:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        if isinstance(other, (int, float)):
            return Meters(self.v + other)
        return NotImplemented
    def __radd__(self, other):
        print("radd called")
        return self.__add__(other)
    def __rmul__(self, k):
        return Meters(self.v * k)
    def __repr__(self):
        return f"{self.v}m"
print(Meters(2) + 3, 3 + Meters(2), 4 * Meters(1.5), sum([Meters(1), 2, 3], 0))

# ---- expected stdout ----
# radd called
# radd called
# 5m 5m 6.0m 6m
