from decimal import Decimal as D
for s in ['2.5', '3.5', '-2.5', '2.675', '0.125', '1234.5678', '-0.5']:
    d = D(s)
    print(s, round(d), repr(round(d, 2)), repr(round(d, 0)), repr(round(d, -2)))
print(type(round(D('1.5'))).__name__)
for bad in [D('nan'), D('inf')]:
    try:
        round(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 2.5 2 Decimal('2.50') Decimal('2') Decimal('0E+2')
# 3.5 4 Decimal('3.50') Decimal('4') Decimal('0E+2')
# -2.5 -2 Decimal('-2.50') Decimal('-2') Decimal('-0E+2')
# 2.675 3 Decimal('2.68') Decimal('3') Decimal('0E+2')
# 0.125 0 Decimal('0.12') Decimal('0') Decimal('0E+2')
# 1234.5678 1235 Decimal('1234.57') Decimal('1235') Decimal('1.2E+3')
# -0.5 0 Decimal('-0.50') Decimal('-0') Decimal('-0E+2')
# int
# ValueError cannot convert NaN to integer
# OverflowError cannot convert Infinity to integer
