from decimal import Decimal as D
vals = ['-NaN', '-sNaN', '-Infinity', '-2', '-1.0', '-1', '-0', '0', '0.0', '1', '1.0', '1.00', '2', 'Infinity', 'sNaN', 'NaN', 'NaN5', 'sNaN2']
for a in ['1', '1.0', '-1', 'NaN', '-sNaN', 'Infinity']:
    print(a, [int(D(a).compare_total(D(b))) for b in vals])
print([int(D(a).compare_total_mag(D('-1'))) for a in vals])
import functools
print(sorted([D(v) for v in ['2', '1.0', '1', '1.00', '-0', '0']], key=functools.cmp_to_key(lambda x, y: int(x.compare_total(y)))))

# ---- expected stdout ----
# 1 [1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, -1, -1, -1, -1, -1, -1]
# 1.0 [1, 1, 1, 1, 1, 1, 1, 1, 1, -1, 0, 1, -1, -1, -1, -1, -1, -1]
# -1 [1, 1, 1, 1, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
# NaN [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, -1, 1]
# -sNaN [1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
# Infinity [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, -1, -1, -1, -1]
# [1, 1, 1, 1, -1, 0, -1, -1, -1, 0, -1, -1, 1, 1, 1, 1, 1, 1]
# [Decimal('-0'), Decimal('0'), Decimal('1.00'), Decimal('1.0'), Decimal('1'), Decimal('2')]
