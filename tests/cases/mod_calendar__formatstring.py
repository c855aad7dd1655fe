import calendar

calendar.format(['ab', 'cd'], 2, 1)
print(repr(calendar.formatstring(['a', 'b'], 5, 2)))
print(repr(calendar.formatstring(['January', 'February', 'March'])))
t = calendar.TextCalendar(2)
t.prweek([(0, 2), (5, 3)], 4)
print('|')
print(t.formatyear(2024, 2, 1, 6, 2))

# ---- expected stdout ----
# ab cd
# '  a      b  '
# '      January                   February                   March        '
#        5 |
#                      2024
#
#       January                   February
# We Th Fr Sa Su Mo Tu      We Th Fr Sa Su Mo Tu
#                 1  2          1  2  3  4  5  6
#  3  4  5  6  7  8  9       7  8  9 10 11 12 13
# 10 11 12 13 14 15 16      14 15 16 17 18 19 20
# 17 18 19 20 21 22 23      21 22 23 24 25 26 27
# 24 25 26 27 28 29 30      28 29
# 31
#
#        March                     April
# We Th Fr Sa Su Mo Tu      We Th Fr Sa Su Mo Tu
#        1  2  3  4  5                      1  2
#  6  7  8  9 10 11 12       3  4  5  6  7  8  9
# 13 14 15 16 17 18 19      10 11 12 13 14 15 16
# 20 21 22 23 24 25 26      17 18 19 20 21 22 23
# 27 28 29 30 31            24 25 26 27 28 29 30
#
#         May                       June
# We Th Fr Sa Su Mo Tu      We Th Fr Sa Su Mo Tu
#  1  2  3  4  5  6  7                1  2  3  4
#  8  9 10 11 12 13 14       5  6  7  8  9 10 11
# 15 16 17 18 19 20 21      12 13 14 15 16 17 18
# 22 23 24 25 26 27 28      19 20 21 22 23 24 25
# 29 30 31                  26 27 28 29 30
#
#         July                     August
# We Th Fr Sa Su Mo Tu      We Th Fr Sa Su Mo Tu
#                 1  2          1  2  3  4  5  6
#  3  4  5  6  7  8  9       7  8  9 10 11 12 13
# 10 11 12 13 14 15 16      14 15 16 17 18 19 20
# 17 18 19 20 21 22 23      21 22 23 24 25 26 27
# 24 25 26 27 28 29 30      28 29 30 31
# 31
#
#      September                  October
# We Th Fr Sa Su Mo Tu      We Th Fr Sa Su Mo Tu
#              1  2  3                         1
#  4  5  6  7  8  9 10       2  3  4  5  6  7  8
# 11 12 13 14 15 16 17       9 10 11 12 13 14 15
# 18 19 20 21 22 23 24      16 17 18 19 20 21 22
# 25 26 27 28 29 30         23 24 25 26 27 28 29
#                           30 31
#
#       November                  December
# We Th Fr Sa Su Mo Tu      We Th Fr Sa Su Mo Tu
#        1  2  3  4  5                   1  2  3
#  6  7  8  9 10 11 12       4  5  6  7  8  9 10
# 13 14 15 16 17 18 19      11 12 13 14 15 16 17
# 20 21 22 23 24 25 26      18 19 20 21 22 23 24
# 27 28 29 30               25 26 27 28 29 30 31
#
