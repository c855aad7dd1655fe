from decimal import Decimal as D, InvalidOperation, Overflow, localcontext
x = D('1e999999999')
print(x, x.adjusted(), -x, x == D('1E+999999999'), x > 10**100)
print(D('1e-999999999') < D('1e-999999998'), D('1e999999') + D('1e-999999'))
print(D('1e500000') // D('1e499990'), D('1e-999999') * D('1e-999999'))
try:
    D('1e1000000000000000000')
except InvalidOperation as e:
    print('InvalidOperation', e)
try:
    D(1).quantize(D('1e-999999999'))
except InvalidOperation as e:
    print('InvalidOperation', e)
with localcontext() as c:
    c.traps[Overflow] = False
    print(D('1e999999') * D('1e999999'), D(10) ** 999999999999)
print(D('1e100000').ln(), D('1e-100000').log10())

# ---- expected stdout ----
# ---- expected exception ----
# decimal.Overflow: [<class 'decimal.Overflow'>]
