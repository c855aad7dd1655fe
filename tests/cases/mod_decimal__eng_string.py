from decimal import Decimal as D, getcontext
for s in ['123E+1', '1E+4', '12E-7', '0E-7', '0E+2', '0E+4', '-0E-10', '1.5E+10', '100E-9', '5E-1', '123456789E+20', '1E-100']:
    d = D(s)
    print(s, str(d), d.to_eng_string())
getcontext().capitals = 0
print(D('1e20'), repr(D('1e-20')), D('1e20').to_eng_string())
getcontext().capitals = 1
print(D('1e20'))

# ---- expected stdout ----
# 123E+1 1.23E+3 1.23E+3
# 1E+4 1E+4 10E+3
# 12E-7 0.0000012 0.0000012
# 0E-7 0E-7 0.0E-6
# 0E+2 0E+2 0.0E+3
# 0E+4 0E+4 0.00E+6
# -0E-10 -0E-10 -0.0E-9
# 1.5E+10 1.5E+10 15E+9
# 100E-9 1.00E-7 100E-9
# 5E-1 0.5 0.5
# 123456789E+20 1.23456789E+28 12.3456789E+27
# 1E-100 1E-100 100E-102
# 1e+20 Decimal('1e-20') 100e+18
# 1E+20
