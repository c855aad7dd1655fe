from decimal import *
c = getcontext()
print(c)
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
c2 = Context(prec=10, rounding=ROUND_DOWN)
print(c2)
print(c2.divide(Decimal(1), Decimal(3)), c2.add(1, 2), c2.sqrt(Decimal(2)), c2.power(2, 100))
print(c2.create_decimal('3.14159265358979323846'), c2.quantize(Decimal('1.2345'), Decimal('0.01')))
print(ExtendedContext.prec, BasicContext.prec, BasicContext.rounding, DefaultContext.prec)
for bad in [dict(prec=0), dict(Emax=-1), dict(Emin=1), dict(capitals=2)]:
    try:
        Context(**bad)
    except ValueError as e:
        print('ValueError', e)
try:
    c.rounding = 'nope'
except TypeError as e:
    print('TypeError')
print(Decimal(1).sqrt(context=c2), Decimal(2).ln(context=c2))

# ---- expected stdout ----
# Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])
# 28 ROUND_HALF_EVEN -999999 999999 1 0
# Context(prec=10, rounding=ROUND_DOWN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])
# 0.3333333333 3 1.414213562 1.267650600E+30
# 3.141592653 1.23
# 9 9 ROUND_HALF_UP 28
# ValueError valid range for prec is [1, MAX_PREC]
# ValueError valid range for Emax is [0, MAX_EMAX]
# ValueError valid range for Emin is [MIN_EMIN, 0]
# ValueError valid values for capitals are 0 or 1
# TypeError
# 1 0.6931471806
