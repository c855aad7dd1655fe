from decimal import Decimal as D, Overflow, localcontext
try:
    D(10) ** 10**9
except Overflow as e:
    print('Overflow', e)
try:
    D('1e999999') * 10
except Overflow as e:
    print('Overflow', e)
print(D(10) ** -(10**9) if False else 'skip')
with localcontext() as c:
    c.traps[Overflow] = False
    print(D(10) ** 10**9, -D(10) ** 10**9, D('9e999999') * 2)
    print(D('0.1') ** 10**9, D(2) ** -(10**8))
D('1e999999999') * 2

# ---- expected stdout ----
# Overflow [<class 'decimal.Overflow'>]
# Overflow [<class 'decimal.Overflow'>]
# skip
# Infinity -Infinity Infinity
# 0E-1000026 0E-1000026
# ---- expected exception ----
# decimal.Overflow: [<class 'decimal.Overflow'>]
