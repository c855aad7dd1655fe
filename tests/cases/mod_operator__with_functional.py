import operator
from functools import reduce

print(reduce(operator.mul, range(1, 8)))
print(reduce(operator.add, ["a", "b", "c"], ""))
print(list(map(operator.add, [1, 2, 3], [10, 20, 30])))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=operator.itemgetter(1), reverse=True))
print(max([(1, "x"), (3, "y"), (2, "z")], key=operator.itemgetter(0)))
print(list(filter(operator.truth, [0, 1, "", "a", None])))
ops = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}
print([ops[s](12, 4) for s in "+-*/"])

# ---- expected stdout ----
# 5040
# abc
# [11, 22, 33]
# [('a', 3), ('b', 2), ('c', 1)]
# (3, 'y')
# [1, 'a']
# [16, 8, 48, 3.0]
