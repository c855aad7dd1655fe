# Decimals with coefficients of tens of thousands of digits (past the sizes where the
# engine converts, multiplies, divides and takes roots in steps) agree with CPython.
from decimal import Decimal, localcontext


def summary(label, d):
    s = str(d)
    print(label, len(s), s[:24], s[-12:], sum(map(ord, s)) % 1000003)


digits = "".join(str((i * 7 + 3) % 10) for i in range(120_000))
a = Decimal("9" + digits)
b = Decimal("1" + digits[::-1] + "e-50000")
summary("a", a)
summary("b", b)
summary("neg tiny", Decimal("-" + digits[:70_000] + "e-100000"))
with localcontext() as c:
    c.prec = 300_000
    summary("mul", a * b)
    summary("add", a + b)
    c.prec = 60_000
    summary("div", a / b)
    summary("divint", a // Decimal(digits[:70_000]))
    summary("rem", a % Decimal(digits[:70_000]))
    c.prec = 40_000
    summary("sqrt", Decimal(2).sqrt())
    summary("sqrt a", a.sqrt())
    c.prec = 3_000
    summary("ln", Decimal(3).ln())
    summary("exp", Decimal("2.5").exp())
    summary("pow", Decimal("1.0001") ** 12345)
for text in ["1e-300", "12.5e-60", "-0.000", "3.75e-7", "8e5", digits[:5000] + "e-4000", "16e-30"]:
    n, d = Decimal(text).as_integer_ratio()
    print(text[:12], n.bit_length(), d.bit_length(), n % 1000003, d % 1000003)
print(len(Decimal(digits).as_tuple().digits), Decimal(digits[:30] + "e-5").as_tuple())
print(float(Decimal(digits[:20_000] + "e-19990")))

# ---- expected stdout ----
# a 120001 930741852963074185296307 963074185296 300039
# b 120002 169258147036925814703692 036925814703 300077
# neg tiny 70009 -3.074185296307418529630 85296E-30001 675440
# mul 240003 157535641402244797226273 482783207088 599908
# add 170002 930741852963074185296307 036925814703 240077
# div 60001 549894861344559696574657 940299039084 150618
# divint 50002 302760492050053706326750 884690448405 625227
# rem 60008 1.7023471201702347120170 32416E+69999 114440
# sqrt 40001 1.4142135623730950488016 093036983351 99893
# sqrt a 40008 3.0508062097797594873970 87962E+60000 100393
# ln 3001 1.0986122886681096913952 174387522666 157457
# exp 3001 12.182493960703473438070 158596569309 157693
# pow 3001 3.4364476540332867772608 294835583782 157522
# 1e-300 1 997 1 718524
# 12.5e-60 1 196 1 364725
# -0.000 0 1 0 1
# 3.75e-7 2 23 3 999979
# 8e5 20 1 800000 1
# 307418529630 16604 13284 344946 444400
# 16e-30 1 96 1 62485
# 120000 DecimalTuple(sign=0, digits=(3, 0, 7, 4, 1, 8, 5, 2, 9, 6, 3, 0, 7, 4, 1, 8, 5, 2, 9, 6, 3, 0, 7, 4, 1, 8, 5, 2, 9, 6), exponent=-5)
# 3074185296.3074183
