import operator

class Idx:
    def __index__(self):
        return 42

print(operator.index(5), operator.index(True), operator.index(2 ** 70), operator.index(Idx()))
print(operator.call(len, [1, 2]), operator.call(dict, a=1), operator.call(max, 3, 9, key=lambda v: -v))
try:
    operator.index(1.5)
except TypeError as e:
    print(e)
try:
    operator.index("3")
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 5 1 1180591620717411303424 42
# 2 {'a': 1} 3
# 'float' object cannot be interpreted as an integer
# 'str' object cannot be interpreted as an integer
