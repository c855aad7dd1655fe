import cmath

inf, nan = float('inf'), float('nan')
print(cmath.isclose(1, 1.0000000001), cmath.isclose(1, 1.000001), cmath.isclose(1j, 1.00001j, rel_tol=1e-3))
print(cmath.isclose(1e-10j, 0), cmath.isclose(1e-10j, 0, abs_tol=1e-9), cmath.isclose(a=1 + 1j, b=1 + 1j))
print(cmath.isclose(complex(inf, 0), complex(inf, 0)), cmath.isclose(complex(inf, 0), complex(-inf, 0)),
      cmath.isclose(nan, nan), cmath.isclose(complex(1, nan), complex(1, nan)))
print(cmath.isfinite(1 + 1j), cmath.isfinite(complex(inf, 0)), cmath.isinf(complex(0, -inf)), cmath.isnan(complex(nan, 1)))
for call in [lambda: cmath.isclose(1), lambda: cmath.isclose(1, 2, 3), lambda: cmath.isclose(1, 2, foo=1),
             lambda: cmath.isclose(1, 2, a=1)]:
    try:
        call()
    except TypeError as e:
        print('TypeError', e)
try:
    cmath.isclose(1, 2, rel_tol=-1)
except ValueError as e:
    print('ValueError', e)

# ---- expected stdout ----
# True False True
# False True True
# True False False False
# True False True True
# TypeError isclose() missing required argument 'b' (pos 2)
# TypeError isclose() takes exactly 2 positional arguments (3 given)
# TypeError 'foo' is an invalid keyword argument for isclose()
# TypeError argument for isclose() given by name ('a') and position (1)
# ValueError tolerances must be non-negative
