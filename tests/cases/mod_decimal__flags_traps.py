from decimal import *
c = getcontext()
c.clear_flags()
Decimal(1) / 3
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero])
print(c)
c.traps[DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0)
print(c.flags[DivisionByZero])
c.traps[InvalidOperation] = False
print(Decimal(0) / 0, Decimal('inf') - Decimal('inf'), Decimal(-1).sqrt())
c.traps[Inexact] = True
try:
    Decimal(1) / 7
except Inexact as e:
    print('Inexact', e)
c.traps[Inexact] = False
print(c)
c.traps[FloatOperation] = True
try:
    Decimal(1.5)
except FloatOperation as e:
    print('FloatOperation', e, isinstance(e, TypeError))
print(Decimal(1) == 1.0)
try:
    Decimal(1) < 1.5
except FloatOperation as e:
    print('FloatOperation', e)

# ---- expected stdout ----
# True True False
# Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[Inexact, Rounded], traps=[InvalidOperation, DivisionByZero, Overflow])
# Infinity -Infinity
# True
# NaN NaN NaN
# Inexact [<class 'decimal.Inexact'>]
# Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[DivisionByZero, InvalidOperation, Inexact, Rounded], traps=[Overflow])
# FloatOperation [<class 'decimal.FloatOperation'>] True
# True
# FloatOperation [<class 'decimal.FloatOperation'>]
