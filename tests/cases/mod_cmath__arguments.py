import cmath


class WithComplex:
    def __complex__(self):
        return 1 + 2j


class WithFloat:
    def __float__(self):
        return 2.5


class WithIndex:
    def __index__(self):
        return 9


class BadComplex:
    def __complex__(self):
        return 1


print(cmath.sqrt(WithComplex()), cmath.sqrt(WithFloat()), cmath.sqrt(WithIndex()), cmath.sqrt(True), cmath.sqrt(2 ** 70))
calls = [lambda: cmath.sqrt('a'), lambda: cmath.sqrt(), lambda: cmath.sqrt(1, 2), lambda: cmath.sqrt(z=1),
         lambda: cmath.sqrt(None), lambda: cmath.sqrt([]), lambda: cmath.sqrt(BadComplex()), lambda: cmath.phase(),
         lambda: cmath.log(), lambda: cmath.log(1, 2, 3), lambda: cmath.log(1, base=2), lambda: cmath.log(1, 'a'),
         lambda: cmath.rect(1), lambda: cmath.rect('a', 1), lambda: cmath.polar(1, 2)]
for c in calls:
    try:
        print(c())
    except TypeError as e:
        print('TypeError', e)

# ---- expected stdout ----
# (1.272019649514069+0.7861513777574233j) (1.5811388300841898+0j) (3+0j) (1+0j) (34359738368+0j)
# TypeError must be real number, not str
# TypeError cmath.sqrt() takes exactly one argument (0 given)
# TypeError cmath.sqrt() takes exactly one argument (2 given)
# TypeError cmath.sqrt() takes no keyword arguments
# TypeError must be real number, not NoneType
# TypeError must be real number, not list
# TypeError __complex__ returned non-complex (type int)
# TypeError cmath.phase() takes exactly one argument (0 given)
# TypeError log expected at least 1 argument, got 0
# TypeError log expected at most 2 arguments, got 3
# TypeError cmath.log() takes no keyword arguments
# TypeError must be real number, not str
# TypeError rect expected 2 arguments, got 1
# TypeError must be real number, not str
# TypeError cmath.polar() takes exactly one argument (2 given)
