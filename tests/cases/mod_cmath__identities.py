import cmath

z = 0.5 + 0.25j
print(cmath.exp(cmath.log(z)), cmath.sqrt(z) ** 2, cmath.sin(z) ** 2 + cmath.cos(z) ** 2)
print(cmath.tan(cmath.atan(z)), cmath.sinh(cmath.asinh(z)), cmath.cosh(cmath.acosh(z)))
print(cmath.exp(1j * cmath.pi) + 1, abs(cmath.exp(2j)), cmath.log(cmath.e ** 3))
roots = [cmath.rect(1, 2 * cmath.pi * k / 5) for k in range(5)]
print([round(r.real, 12) + round(r.imag, 12) * 1j for r in roots])
print(abs(sum(roots).real) < 1e-15, max(abs(r ** 5 - 1) for r in roots) < 1e-14)

# ---- expected stdout ----
# (0.5+0.25j) (0.5+0.25j) (1.0000000000000002+0j)
# (0.5+0.25j) (0.5000000000000001+0.24999999999999994j) (0.4999999999999999+0.25j)
# 1.2246467991473532e-16j 1.0 (3+0j)
# [(1+0j), (0.309016994375+0.951056516295j), (-0.809016994375+0.587785252292j), (-0.809016994375-0.587785252292j), (0.309016994375-0.951056516295j)]
# True True
