from decimal import Decimal
class Money(Decimal):
    def __repr__(self):
        return 'Money(%s)' % str(self)
m = Money('1.50')
print(repr(m), isinstance(m, Decimal), type(m).__name__, m + 1, type(m + 1).__name__)
print(repr(Money.from_float(0.5)), m == Decimal('1.5'), hash(m) == hash(Decimal('1.5')))
print(isinstance(Decimal(1), Decimal), Decimal.__name__, Decimal.__module__)

# ---- expected stdout ----
# Money(1.50) True Money 2.50 Decimal
# Money(0.5) True True
# True Decimal decimal
