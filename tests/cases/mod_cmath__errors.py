import cmath

tests = [lambda: cmath.log(0), lambda: cmath.log10(0), lambda: cmath.atanh(1), lambda: cmath.atanh(-1),
         lambda: cmath.exp(1000), lambda: cmath.cosh(1000), lambda: cmath.sinh(-1000 + 1j), lambda: cmath.sin(1000j),
         lambda: cmath.log(2, 1), lambda: cmath.log(1 + 1j, 0), lambda: cmath.rect(1, float('inf')),
         lambda: cmath.polar(1e308 + 1e308j), lambda: cmath.phase(1e300 + 1e-300j),
         lambda: cmath.exp(complex(1, float('inf'))), lambda: cmath.tanh(complex(1, float('inf'))),
         lambda: cmath.sqrt(10 ** 400)]
for t in tests:
    try:
        print(t())
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(cmath.log(0, 2), cmath.acos(2), cmath.tan(1000j))

# ---- expected stdout ----
# ValueError math domain error
# ValueError math domain error
# ValueError math domain error
# ValueError math domain error
# OverflowError math range error
# OverflowError math range error
# OverflowError math range error
# OverflowError math range error
# ValueError math domain error
# ValueError math domain error
# ValueError math domain error
# (1.4142135623730951e+308, 0.7853981633974483)
# OverflowError math range error
# ValueError math domain error
# ValueError math domain error
# OverflowError int too large to convert to float
# (-inf+nanj) -1.3169578969248166j 1j
