from decimal import Decimal as D, DivisionByZero, InvalidOperation, DivisionUndefined
tests = [lambda: D(1) / 0, lambda: D(0) / 0, lambda: D(5) // 0, lambda: D(5) % 0,
         lambda: D(0) % 0, lambda: D('1e50') // D('1e-10'), lambda: D('inf') % 1]
for t in tests:
    try:
        print(t())
    except ZeroDivisionError as e:
        print('ZeroDivisionError', type(e).__name__, e)
    except InvalidOperation as e:
        print('InvalidOperation', type(e).__name__, e)
print(issubclass(DivisionByZero, ZeroDivisionError), issubclass(DivisionUndefined, ZeroDivisionError))
D(3) / D(0)

# ---- expected stdout ----
# ZeroDivisionError DivisionByZero [<class 'decimal.DivisionByZero'>]
# InvalidOperation InvalidOperation [<class 'decimal.DivisionUndefined'>]
# ZeroDivisionError DivisionByZero [<class 'decimal.DivisionByZero'>]
# InvalidOperation InvalidOperation [<class 'decimal.InvalidOperation'>]
# InvalidOperation InvalidOperation [<class 'decimal.DivisionUndefined'>]
# InvalidOperation InvalidOperation [<class 'decimal.DivisionImpossible'>]
# InvalidOperation InvalidOperation [<class 'decimal.InvalidOperation'>]
# True True
# ---- expected exception ----
# decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]
