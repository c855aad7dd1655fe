import operator

print(operator.add(2, 3), operator.sub(2, 3), operator.mul(4, 2.5), operator.truediv(7, 2), operator.floordiv(-7, 2))
print(operator.mod(-7, 3), operator.pow(2, 10), operator.pow(2, -1), operator.neg(5), operator.pos(-5), operator.abs(-3.5))
print(operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10), operator.invert(5), operator.inv(0))
print(operator.lshift(1, 10), operator.rshift(1024, 3), operator.add("ab", "cd"), operator.mul([0], 3))
print(operator.mod("%s-%s", (1, 2)), operator.add({1} and 1, True))
print(operator.__add__(1, 2), operator.__mul__("x", 3), operator.__neg__(2), operator.__not__(0))
try:
    operator.add(1, "a")
except TypeError as e:
    print(e)
try:
    operator.truediv(1, 0)
except ZeroDivisionError as e:
    print(e)
try:
    operator.add(1)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 5 -1 10.0 3.5 -4
# 2 1024 0.5 -5 -5 3.5
# 8 14 6 -6 -1
# 1024 128 abcd [0, 0, 0]
# 1-2 2
# 3 xxx -2 True
# unsupported operand type(s) for +: 'int' and 'str'
# division by zero
# add expected 2 arguments, got 1
