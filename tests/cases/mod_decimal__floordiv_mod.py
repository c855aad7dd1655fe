from decimal import Decimal as D
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), ('7.5', 2), ('-7.5', '0.5'), ('10', '3.3'), ('1e3', '7')]:
    x, y = D(a), D(b)
    print(a, b, x // y, x % y, divmod(x, y))
print(7 // D(2), 7 % D('2.5'), divmod(10, D(3)))
print(D(-1) % D(3), D('0.5') % 1)

# ---- expected stdout ----
# 7 2 3 1 (Decimal('3'), Decimal('1'))
# -7 2 -3 -1 (Decimal('-3'), Decimal('-1'))
# 7 -2 -3 1 (Decimal('-3'), Decimal('1'))
# -7 -2 3 -1 (Decimal('3'), Decimal('-1'))
# 7.5 2 3 1.5 (Decimal('3'), Decimal('1.5'))
# -7.5 0.5 -15 -0.0 (Decimal('-15'), Decimal('-0.0'))
# 10 3.3 3 0.1 (Decimal('3'), Decimal('0.1'))
# 1e3 7 142 6 (Decimal('142'), Decimal('6'))
# 3 2.0 (Decimal('3'), Decimal('1'))
# -1 0.5
