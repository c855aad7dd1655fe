import math

class MyFloat:
    def __float__(self):
        return 2.25

class MyIndex:
    def __index__(self):
        return 7

class MyInt(int):
    pass

print(math.sqrt(MyFloat()), math.sqrt(MyIndex()), math.sqrt(MyInt(9)))
print(math.factorial(MyInt(5)), math.gcd(MyInt(12), MyIndex()), math.comb(MyIndex(), 2))
print(math.floor(MyFloat()), math.log2(MyIndex()), math.isqrt(MyInt(50)))
print(math.hypot(MyFloat(), 3), math.fsum([MyFloat(), 1]))
try:
    math.sqrt(object())
except TypeError as e:
    print(e)
try:
    math.factorial(MyFloat())
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 1.5 2.6457513110645907 3.0
# 120 1 21
# 2 2.807354922057604 7
# 3.75 3.25
# must be real number, not object
# 'MyFloat' object cannot be interpreted as an integer
