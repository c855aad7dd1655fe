from decimal import Decimal
for s in ['1.10', '-0', '0e-5', '1e5', '1E+2', ' 1_000.5 ', '\t7\n', '.5', '1.', '+3.25',
          '0.000001', '0.0000001', '123e-10', '-12.5e3', 'NaN', '-nan123', 'sNaN', 'inf',
          '-Infinity', '1__0', '00012.500', '1e1_0', '12345678901234567890.123456789']:
    d = Decimal(s)
    print(repr(s), repr(d), str(d))

# ---- expected stdout ----
# '1.10' Decimal('1.10') 1.10
# '-0' Decimal('-0') -0
# '0e-5' Decimal('0.00000') 0.00000
# '1e5' Decimal('1E+5') 1E+5
# '1E+2' Decimal('1E+2') 1E+2
# ' 1_000.5 ' Decimal('1000.5') 1000.5
# '\t7\n' Decimal('7') 7
# '.5' Decimal('0.5') 0.5
# '1.' Decimal('1') 1
# '+3.25' Decimal('3.25') 3.25
# '0.000001' Decimal('0.000001') 0.000001
# '0.0000001' Decimal('1E-7') 1E-7
# '123e-10' Decimal('1.23E-8') 1.23E-8
# '-12.5e3' Decimal('-1.25E+4') -1.25E+4
# 'NaN' Decimal('NaN') NaN
# '-nan123' Decimal('-NaN123') -NaN123
# 'sNaN' Decimal('sNaN') sNaN
# 'inf' Decimal('Infinity') Infinity
# '-Infinity' Decimal('-Infinity') -Infinity
# '1__0' Decimal('10') 10
# '00012.500' Decimal('12.500') 12.500
# '1e1_0' Decimal('1E+10') 1E+10
# '12345678901234567890.123456789' Decimal('12345678901234567890.123456789') 12345678901234567890.123456789
