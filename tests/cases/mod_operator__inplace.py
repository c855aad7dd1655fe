import operator

a = [1]
b = operator.iadd(a, [2])
print(a, b, a is b)
t = (1,)
u = operator.iadd(t, (2,))
print(t, u, t is u)
print(operator.isub(5, 3), operator.imul("ab", 2), operator.itruediv(1, 4), operator.ifloordiv(9, 2), operator.imod(9, 4))
print(operator.ipow(3, 3), operator.ilshift(1, 4), operator.irshift(16, 2), operator.iand(6, 3), operator.ior(6, 3), operator.ixor(6, 3))
s = {1, 2}
print(operator.ior(s, {3}), s)
print(operator.iconcat([1], [2]))

class Acc:
    def __init__(self):
        self.total = 0
    def __iadd__(self, other):
        self.total += other
        return self

acc = Acc()
r = operator.iadd(acc, 5)
print(r is acc, acc.total)

# ---- expected stdout ----
# [1, 2] [1, 2] True
# (1,) (1, 2) False
# 2 abab 0.25 4 1
# 27 16 4 2 7 5
# {1, 2, 3} {1, 2, 3}
# [1, 2]
# True 5
