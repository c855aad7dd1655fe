from decimal import *
D = Decimal
for a, b in [(18, 10), (25, 10), (35, 10), (-18, 10), ('10.2', 1), ('10', '0.3'), ('3.6', '1.3'),
             ('-3.6', '1.3'), ('2', 'Infinity'), ('0.00', 7), (10, 6), (11, 6), (3, 2), (5, 2), ('1e-10', 3)]:
    print(a, b, D(a).remainder_near(D(b)))
for a, b in [(1, 0), (0, 0), ('inf', 1), ('1e40', '1e-5')]:
    try:
        print(D(a).remainder_near(D(b)))
    except InvalidOperation as e:
        print('InvalidOperation', e)
print(Context(prec=5).remainder_near(D(10), 3))

# ---- expected stdout ----
# 18 10 -2
# 25 10 5
# 35 10 -5
# -18 10 2
# 10.2 1 0.2
# 10 0.3 0.1
# 3.6 1.3 -0.3
# -3.6 1.3 0.3
# 2 Infinity 2
# 0.00 7 0.00
# 10 6 -2
# 11 6 -1
# 3 2 -1
# 5 2 1
# 1e-10 3 1E-10
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# InvalidOperation [<class 'decimal.DivisionUndefined'>]
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# InvalidOperation [<class 'decimal.DivisionImpossible'>]
# 1
