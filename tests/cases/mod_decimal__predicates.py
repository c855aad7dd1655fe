from decimal import Decimal as D
for s in ['1.5', '-0', '0', 'inf', '-inf', 'nan', 'snan', '1e-1000000']:
    d = D(s)
    print(s, d.is_nan(), d.is_zero(), d.is_signed(), d.is_finite(), d.is_infinite(),
          d.is_qnan(), d.is_snan(), d.is_normal(), d.is_subnormal(), d.number_class())
print(D('123.45').adjusted(), D('1e-7').adjusted(), D(0).adjusted(), D('1.000').same_quantum(D('2.000')))
print(D('1.5').as_tuple(), D('-0').as_tuple(), D('inf').as_tuple(), D('nan5').as_tuple())
t = D('-12.5').as_tuple()
print(t.sign, t.digits, t.exponent, t == (1, (1, 2, 5), -1), D(t))
print(D(5).radix(), D(5).logb(), D('0.00123').logb(), D(1).is_canonical(), D(5).real, D(5).imag)

# ---- expected stdout ----
# 1.5 False False False True False False False True False +Normal
# -0 False True True True False False False False False -Zero
# 0 False True False True False False False False False +Zero
# inf False False False False True False False False False +Infinity
# -inf False False True False True False False False False -Infinity
# nan True False False False False True False False False NaN
# snan True False False False False False True False False sNaN
# 1e-1000000 False False False True False False False False True +Subnormal
# 2 -7 0 True
# DecimalTuple(sign=0, digits=(1, 5), exponent=-1) DecimalTuple(sign=1, digits=(0,), exponent=0) DecimalTuple(sign=0, digits=(0,), exponent='F') DecimalTuple(sign=0, digits=(5,), exponent='n')
# 1 (1, 2, 5) -1 True -12.5
# 10 0 -3 True 5 0
