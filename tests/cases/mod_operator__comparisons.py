import operator

for a, b in [(1, 2), (2, 2), (3, 2), ("a", "b"), ((1, 2), (1, 3))]:
    print(a, b, operator.lt(a, b), operator.le(a, b), operator.eq(a, b), operator.ne(a, b), operator.gt(a, b), operator.ge(a, b))
print(operator.not_([]), operator.not_(1), operator.truth(""), operator.truth([0]))
print(operator.is_(None, None), operator.is_not(None, 0), operator.is_([], []))

class Odd:
    def __eq__(self, other):
        return "custom"

print(operator.eq(Odd(), 1))
try:
    operator.lt(1, "a")
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 1 2 True True False True False False
# 2 2 False True True False False True
# 3 2 False False False True True True
# a b True True False True False False
# (1, 2) (1, 3) True True False True False False
# True False False True
# True True False
# custom
# '<' not supported between instances of 'int' and 'str'
