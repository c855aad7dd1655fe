from fractions import Fraction as F
from statistics import mean, variance, median, harmonic_mean


class MyFloat(float):
    def __repr__(self):
        return 'MyFloat(%s)' % float.__repr__(self)


class MyInt(int):
    pass


print(repr(mean([MyFloat(1.5), 2.5])), repr(mean([1, MyFloat(2)])), repr(mean([F(1, 2), MyFloat(0.5)])))
print(repr(mean([MyInt(1), MyInt(3)])), type(mean([MyInt(1), MyInt(3)])).__name__, repr(mean([MyInt(1), 2])))
print(repr(mean([MyInt(1), MyInt(2)])), repr(variance([MyFloat(1), MyFloat(2), 4])))
print(repr(mean([F(1), 2, True])), repr(mean([1.0, F(1, 3)])), repr(median([F(1, 3), 1])))
print(repr(harmonic_mean([1, 2, F(1, 2)])), repr(harmonic_mean([1.0, 4])))
print(repr(variance([1, F(1, 2), True])), repr(variance([0.5, F(1, 2), 1])))

# ---- expected stdout ----
# MyFloat(2.0) MyFloat(1.5) MyFloat(0.5)
# 2 MyInt 1.5
# 1.5 MyFloat(2.3333333333333335)
# Fraction(4, 3) 0.6666666666666666 Fraction(2, 3)
# 0.8571428571428571 1.6
# Fraction(1, 12) 0.08333333333333333
