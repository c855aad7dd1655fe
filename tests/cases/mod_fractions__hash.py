from fractions import Fraction as F

print(hash(F(1, 2)) == hash(0.5), hash(F(7)) == hash(7), hash(F(-1)) == hash(-1) == -2)
print(hash(F(3, 8)) == hash(0.375), hash(F(2 ** 100)) == hash(2 ** 100), hash(F(-5, 4)) == hash(-1.25))
print(hash(F(1, 3)), hash(F(-1, 3)), hash(F(2, 7)), hash(F(10 ** 20, 3)))
print(hash(F(1, 2 ** 61 - 1)))
d = {F(1, 2): 'half', 0.25: 'quarter', 3: 'three'}
print(d[0.5], d[F(1, 4)], d[F(3)], len({F(1), 1, 1.0, True}))
s = {F(1, 2), 0.5, F(2, 4)}
print(len(s), F(1, 2) in {0.5}, 0.5 in {F(1, 2)})

# ---- expected stdout ----
# True True True
# True True True
# 1537228672809129301 -1537228672809129301 1647030720866924251 282916867937053369
# 314159
# half quarter three 1
# 1 True True
