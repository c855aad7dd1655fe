from fractions import Fraction

for s in ['3/4', ' -1.5e3 ', '7', '+7/21', '.5', '-.25', '1.', '1.e5', '1e-3',
          '3.1415', '-47e-2', '1_000/3', '2_5.5_0', '\t12/8\n', '0/9', '1E2', '00012']:
    print(repr(s), repr(Fraction(s)))
for s in ['abc', '1__0', '.e5', '1/', '/2', '1/2/3', '1.5/2', ' ', '', '3 /4', '1e', '_1', '1_']:
    try:
        Fraction(s)
    except ValueError as e:
        print('ValueError', e)
try:
    Fraction('5/0')
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)

# ---- expected stdout ----
# '3/4' Fraction(3, 4)
# ' -1.5e3 ' Fraction(-1500, 1)
# '7' Fraction(7, 1)
# '+7/21' Fraction(1, 3)
# '.5' Fraction(1, 2)
# '-.25' Fraction(-1, 4)
# '1.' Fraction(1, 1)
# '1.e5' Fraction(100000, 1)
# '1e-3' Fraction(1, 1000)
# '3.1415' Fraction(6283, 2000)
# '-47e-2' Fraction(-47, 100)
# '1_000/3' Fraction(1000, 3)
# '2_5.5_0' Fraction(51, 2)
# '\t12/8\n' Fraction(3, 2)
# '0/9' Fraction(0, 1)
# '1E2' Fraction(100, 1)
# '00012' Fraction(12, 1)
# ValueError Invalid literal for Fraction: 'abc'
# ValueError Invalid literal for Fraction: '1__0'
# ValueError Invalid literal for Fraction: '.e5'
# ValueError Invalid literal for Fraction: '1/'
# ValueError Invalid literal for Fraction: '/2'
# ValueError Invalid literal for Fraction: '1/2/3'
# ValueError Invalid literal for Fraction: '1.5/2'
# ValueError Invalid literal for Fraction: ' '
# ValueError Invalid literal for Fraction: ''
# ValueError Invalid literal for Fraction: '3 /4'
# ValueError Invalid literal for Fraction: '1e'
# ValueError Invalid literal for Fraction: '_1'
# ValueError Invalid literal for Fraction: '1_'
# ZeroDivisionError Fraction(5, 0)
