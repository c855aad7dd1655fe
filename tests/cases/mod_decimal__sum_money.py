from decimal import Decimal, ROUND_HALF_UP
prices = ['19.99', '5.01', '0.10', '100.00', '3.333']
total = sum(Decimal(p) for p in prices)
print(total, type(total).__name__)
tax = (total * Decimal('0.0825')).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
print(tax, total + tax, f"${total + tax:,.2f}")
parts = [Decimal(100) / 3] * 3
print(sum(parts), sum(parts).quantize(Decimal('0.01')))
print(sum([Decimal('0.1')] * 10) == 1, sum([0.1] * 10) == 1)
avg = sum(Decimal(x) for x in ['1.5', '2.5', '3.25']) / 3
print(avg, round(avg, 3), '{:.4f}'.format(avg))

# ---- expected stdout ----
# 128.433 Decimal
# 10.60 139.033 $139.03
# 99.99999999999999999999999999 100.00
# True False
# 2.416666666666666666666666667 2.417 2.4167
