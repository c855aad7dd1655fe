# math and cmath give CPython's wording for wrong arguments.
import cmath
import math


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except TypeError as e:
        print(type(e).__name__, e)


show(math.sqrt)
show(math.sqrt, 1, 2)
show(math.sqrt, x=1)
show(math.floor)
show(math.trunc, 1, 2)
show(math.ceil, 1, k=1)
show(math.degrees)
show(math.frexp, 1, 2)
show(math.log2)
show(math.erf)
show(math.fsum)
show(math.factorial)
show(math.isqrt, 1, k=1)
show(math.copysign, 1)
show(math.copysign, 1, y=2)
show(math.atan2, 1, 2, 3)
show(math.ldexp, 1)
show(math.ldexp, 1, k=1)
show(math.comb, 1)
show(math.comb, 1, 1, k=1)
show(math.dist, 1)
show(math.perm)
show(math.perm, 1, 2, 3)
show(math.perm, 1, k=1)
show(math.gcd, 1, k=1)
show(math.lcm, 1, k=1)
show(math.hypot, 1, y=2)
show(math.log)
show(math.log, 1, 2, 3)
show(math.log, 1, base=2)
show(math.prod)
show(math.prod, [1], 2)
show(math.prod, [1], foo=2)
show(math.isclose)
show(math.isclose, 1)
show(math.isclose, 1, 2, 3)
show(math.isclose, 1, a=2)
show(math.isclose, 1, 2, tol=1)
show(cmath.rect, 1)
show(cmath.rect, 1, phi=1)
show(cmath.log)
show(cmath.log, 1, 2, 3)
show(cmath.log, 1, base=2)
show(cmath.isclose, 1)
show(cmath.isclose, 1, 2, 3)
show(cmath.isclose, 1, b=2, c=3)
print(math.perm(4), math.perm(4, 2), math.perm(4, None), math.gcd(-6), math.lcm(-4), math.prod([2, 3], start=2))
print(math.log(8, 2), math.isclose(1, 1.0000000001), math.isclose(1, 1.1, rel_tol=0.2), cmath.isclose(1j, 1j, abs_tol=0.1))
print(math.floor(2.5), math.ceil(2.5), math.trunc(-2.5), math.ldexp(1.0, 3), math.comb(5, 2), math.dist((0, 0), (3, 4)))

# ---- expected stdout ----
# TypeError math.sqrt() takes exactly one argument (0 given)
# TypeError math.sqrt() takes exactly one argument (2 given)
# TypeError math.sqrt() takes no keyword arguments
# TypeError math.floor() takes exactly one argument (0 given)
# TypeError math.trunc() takes exactly one argument (2 given)
# TypeError math.ceil() takes no keyword arguments
# TypeError math.degrees() takes exactly one argument (0 given)
# TypeError math.frexp() takes exactly one argument (2 given)
# TypeError math.log2() takes exactly one argument (0 given)
# TypeError math.erf() takes exactly one argument (0 given)
# TypeError math.fsum() takes exactly one argument (0 given)
# TypeError math.factorial() takes exactly one argument (0 given)
# TypeError math.isqrt() takes no keyword arguments
# TypeError copysign expected 2 arguments, got 1
# TypeError math.copysign() takes no keyword arguments
# TypeError atan2 expected 2 arguments, got 3
# TypeError ldexp expected 2 arguments, got 1
# TypeError math.ldexp() takes no keyword arguments
# TypeError comb expected 2 arguments, got 1
# TypeError math.comb() takes no keyword arguments
# TypeError dist expected 2 arguments, got 1
# TypeError perm expected at least 1 argument, got 0
# TypeError perm expected at most 2 arguments, got 3
# TypeError math.perm() takes no keyword arguments
# TypeError math.gcd() takes no keyword arguments
# TypeError math.lcm() takes no keyword arguments
# TypeError math.hypot() takes no keyword arguments
# TypeError math.log requires 1 to 2 arguments
# TypeError math.log requires 1 to 2 arguments
# TypeError log() takes no keyword arguments
# TypeError prod() takes exactly 1 positional argument (0 given)
# TypeError prod() takes exactly 1 positional argument (2 given)
# TypeError 'foo' is an invalid keyword argument for prod()
# TypeError isclose() missing required argument 'a' (pos 1)
# TypeError isclose() missing required argument 'b' (pos 2)
# TypeError isclose() takes exactly 2 positional arguments (3 given)
# TypeError isclose() missing required argument 'b' (pos 2)
# TypeError 'tol' is an invalid keyword argument for isclose()
# TypeError rect expected 2 arguments, got 1
# TypeError cmath.rect() takes no keyword arguments
# TypeError log expected at least 1 argument, got 0
# TypeError log expected at most 2 arguments, got 3
# TypeError cmath.log() takes no keyword arguments
# TypeError isclose() missing required argument 'b' (pos 2)
# TypeError isclose() takes exactly 2 positional arguments (3 given)
# TypeError 'c' is an invalid keyword argument for isclose()
# 24 12 24 6 4 12
# 3.0 True True True
# 2 3 -2 8.0 10 5.0
