class Temp:
    scale = "C"
    def __init__(self, deg):
        self.deg = deg
    @classmethod
    def from_f(cls, f):
        return cls(round((f - 32) * 5 / 9, 1))
    @staticmethod
    def valid(deg):
        return deg > -273.15
class Sub(Temp):
    scale = "sub"
t = Sub.from_f(212)
print(type(t).__name__, t.deg, Temp.valid(-300), t.valid(0))

# ---- expected stdout ----
# Sub 100.0 False True
