from fractions import Fraction as F

print(F(2, 3) ** 3, F(2, 3) ** -3, F(-2, 3) ** 3, F(-2, 3) ** -3, F(5) ** 0)
print(F(1, 2) ** F(2), F(4) ** F(1, 2), F(1, 2) ** 0.5, F(9, 4) ** 0.5)
print(2 ** F(2), 2 ** F(-2), 2 ** F(1, 2), F(1, 2) ** F(-1))
print(2.0 ** F(3), (-8) ** F(1, 3))
print(F(-1) ** F(1, 2))
print(F(1, 2) ** (1 + 1j))
print(type(2 ** F(2)).__name__, type(2 ** F(-2)).__name__, type(F(2) ** 2).__name__)
try:
    F(1, 2) ** 'x'
except TypeError as e:
    print('TypeError', e)
print(F(3, 2) ** 40)

# ---- expected stdout ----
# 8/27 27/8 -8/27 -27/8 1
# 1/4 2.0 0.7071067811865476 1.5
# 4 1/4 1.4142135623730951 2
# 8.0 (1.0000000000000002+1.7320508075688772j)
# (6.123233995736766e-17+1j)
# (0.38461945068198605-0.3194806381568174j)
# int Fraction Fraction
# TypeError unsupported operand type(s) for ** or pow(): 'float' and 'str'
# 12157665459056928801/1099511627776
