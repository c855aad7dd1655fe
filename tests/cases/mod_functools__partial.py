import functools

def power(base, exp, *, mod=None):
    r = base ** exp
    return r if mod is None else r % mod

square = functools.partial(power, exp=2)
print(square(5), square(5, exp=3), square(7, mod=10))
p = functools.partial(power, 2)
print(p(10), p.func is power, p.args, p.keywords)
basetwo = functools.partial(int, base=2)
print(basetwo("1011"), repr(basetwo), repr(functools.partial(int, "10", base=16)))
nested = functools.partial(functools.partial(power, 3), mod=5)
print(nested(4), nested.args, nested.keywords, nested.func is power)
print(list(map(functools.partial(max, 0), [-2, 3, -1])))
print(type(p), callable(p), isinstance(p, functools.partial))
try:
    functools.partial()
except TypeError as e:
    print(e)
try:
    functools.partial(5)
except TypeError as e:
    print(e)
try:
    p()
except TypeError as e:
    print(e)

class MyPartial(functools.partial):
    pass

print(repr(MyPartial(max, 1)))

# ---- expected stdout ----
# 25 125 9
# 1024 True (2,) {}
# 11 functools.partial(<class 'int'>, base=2) functools.partial(<class 'int'>, '10', base=16)
# 1 (3,) {'mod': 5} True
# [0, 3, 0]
# <class 'functools.partial'> True True
# type 'partial' takes at least one argument
# the first argument must be callable
# power() missing 1 required positional argument: 'exp'
# MyPartial(<built-in function max>, 1)
