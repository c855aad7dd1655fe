import math

calls = [
    lambda: math.sqrt("4"),
    lambda: math.sqrt(),
    lambda: math.sqrt(1, 2),
    lambda: math.copysign(1),
    lambda: math.log(),
    lambda: math.log(1, 2, 3),
    lambda: math.comb(5),
    lambda: math.factorial(5.0),
    lambda: math.gcd(1.5, 2),
    lambda: math.ldexp(1.0, 1.5),
    lambda: math.isclose(1),
    lambda: math.isclose(1, 2, rel_tol=-1),
    lambda: math.dist((1, 2), (1,)),
    lambda: math.prod(3),
    lambda: math.fsum([1, "a"]),
    lambda: math.sqrt(x=4),
]
for f in calls:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# TypeError must be real number, not str
# TypeError math.sqrt() takes exactly one argument (0 given)
# TypeError math.sqrt() takes exactly one argument (2 given)
# TypeError copysign expected 2 arguments, got 1
# TypeError math.log requires 1 to 2 arguments
# TypeError math.log requires 1 to 2 arguments
# TypeError comb expected 2 arguments, got 1
# TypeError 'float' object cannot be interpreted as an integer
# TypeError 'float' object cannot be interpreted as an integer
# TypeError Expected an int as second argument to ldexp.
# TypeError isclose() missing required argument 'b' (pos 2)
# ValueError tolerances must be non-negative
# ValueError both points must have the same number of dimensions
# TypeError 'int' object is not iterable
# TypeError must be real number, not str
# TypeError math.sqrt() takes no keyword arguments
