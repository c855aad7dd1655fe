from enum import IntFlag


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(Perm.R | Perm.W, repr(Perm.R | Perm.W), str(Perm.R), format(Perm.R | Perm.X, '04b'))
print(repr(Perm.R | 8), repr(8 | Perm.R), repr(Perm(8)), repr(~Perm.R), repr(Perm(0)))
print(Perm.R + 1, Perm.R == 4, isinstance(Perm.W, int), Perm.W * 3, list(Perm.R | Perm.X))
print(Perm.R & 6, repr(Perm.R & 6), Perm.W in (Perm.R | Perm.W), bool(Perm(0)))
print(sorted([Perm.R, Perm.X, Perm.W]), {4: 'read'}[Perm.R])

# ---- expected stdout ----
# 6 <Perm.R|W: 6> 4 0101
# <Perm.R|8: 12> <Perm.R|8: 12> <Perm: 8> <Perm.W|X: 3> <Perm: 0>
# 5 True True 6 [<Perm.R: 4>, <Perm.X: 1>]
# 4 <Perm.R: 4> True False
# [<Perm.X: 1>, <Perm.W: 2>, <Perm.R: 4>] read
