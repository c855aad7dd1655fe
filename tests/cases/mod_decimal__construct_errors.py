from decimal import Decimal, InvalidOperation, getcontext
for s in ['abc', '', '1 2', '1e', '+.e1', '--1', '1.2.3', 'infinit', 'nan1x']:
    try:
        Decimal(s)
    except InvalidOperation as e:
        print(repr(s), type(e).__name__, e)
for v in [None, [1], 1j, object]:
    try:
        Decimal(v)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
getcontext().traps[InvalidOperation] = False
print(repr(Decimal('abc')))
getcontext().traps[InvalidOperation] = True
Decimal('12abc')

# ---- expected stdout ----
# 'abc' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# '' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# '1 2' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# '1e' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# '+.e1' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# '--1' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# '1.2.3' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# 'infinit' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# 'nan1x' InvalidOperation [<class 'decimal.ConversionSyntax'>]
# TypeError conversion from NoneType to Decimal is not supported
# ValueError argument must be a sequence of length 3
# TypeError conversion from complex to Decimal is not supported
# TypeError conversion from type to Decimal is not supported
# Decimal('NaN')
# ---- expected exception ----
# decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]
