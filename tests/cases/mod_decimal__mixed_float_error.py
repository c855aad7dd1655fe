from decimal import Decimal as D
import operator
for op in [operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv, operator.mod, operator.pow]:
    for a, b in [(D(1), 1.5), (1.5, D(1))]:
        try:
            op(a, b)
        except TypeError as e:
            print(e)
try:
    D(1) + '1'
except TypeError as e:
    print(e)
D('2.5') * 2.0

# ---- expected stdout ----
# unsupported operand type(s) for +: 'decimal.Decimal' and 'float'
# unsupported operand type(s) for +: 'float' and 'decimal.Decimal'
# unsupported operand type(s) for -: 'decimal.Decimal' and 'float'
# unsupported operand type(s) for -: 'float' and 'decimal.Decimal'
# unsupported operand type(s) for *: 'decimal.Decimal' and 'float'
# unsupported operand type(s) for *: 'float' and 'decimal.Decimal'
# unsupported operand type(s) for /: 'decimal.Decimal' and 'float'
# unsupported operand type(s) for /: 'float' and 'decimal.Decimal'
# unsupported operand type(s) for //: 'decimal.Decimal' and 'float'
# unsupported operand type(s) for //: 'float' and 'decimal.Decimal'
# unsupported operand type(s) for %: 'decimal.Decimal' and 'float'
# unsupported operand type(s) for %: 'float' and 'decimal.Decimal'
# unsupported operand type(s) for ** or pow(): 'decimal.Decimal' and 'float'
# unsupported operand type(s) for ** or pow(): 'float' and 'decimal.Decimal'
# unsupported operand type(s) for +: 'decimal.Decimal' and 'str'
# ---- expected exception ----
# TypeError: unsupported operand type(s) for *: 'decimal.Decimal' and 'float'
