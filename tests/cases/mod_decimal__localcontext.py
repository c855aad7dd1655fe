from decimal import *
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / 7, getcontext().prec)
    with localcontext(Context(prec=3)) as inner:
        print(Decimal(1) / 7, inner is getcontext())
    print(Decimal(2) / 3)
print(Decimal(1) / 7, getcontext().prec)
with localcontext(prec=8, rounding=ROUND_UP):
    print(Decimal(1) / 3, getcontext().rounding)
old = getcontext()
setcontext(Context(prec=4))
print(Decimal(10) / 3)
setcontext(old)
print(Decimal(10) / 3)
try:
    with localcontext() as c:
        c.prec = 2
        raise ValueError('boom')
except ValueError:
    pass
print(getcontext().prec)

# ---- expected stdout ----
# 0.14286 5
# 0.143 True
# 0.66667
# 0.1428571428571428571428571429 28
# 0.33333334 ROUND_UP
# 3.333
# 3.333333333333333333333333333
# 28
