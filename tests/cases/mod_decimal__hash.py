from decimal import Decimal as D
print(hash(D(1)) == hash(1), hash(D('1.000')) == hash(1), hash(D('-5')) == hash(-5))
print(hash(D('0.5')) == hash(0.5), hash(D('1e100')) == hash(10**100), hash(D(-1)))
print(hash(D('0.1')) == hash(0.1), hash(D('inf')) == hash(float('inf')))
print(len({D('1'), D('1.0'), D('1.00'), 1, 1.0}))
print({D('2.50'): 'x'}[D('2.5')])
try:
    hash(D('sNaN'))
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True True True
# True True -2
# False True
# 1
# x
# Cannot hash a signaling NaN value
