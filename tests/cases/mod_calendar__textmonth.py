import calendar

print(calendar.month(2024, 2))
print(calendar.month(2023, 12, w=4, l=2))
calendar.prmonth(2025, 1)
print(repr(calendar.month(2024, 9)))
tc = calendar.TextCalendar(firstweekday=6)
print(tc.formatmonth(2024, 3))
print(tc.formatmonthname(2024, 5, 20, False) + '|')
print(repr(tc.formatweek([(1, 0), (0, 1)], 3)))

# ---- expected stdout ----
#    February 2024
# Mo Tu We Th Fr Sa Su
#           1  2  3  4
#  5  6  7  8  9 10 11
# 12 13 14 15 16 17 18
# 19 20 21 22 23 24 25
# 26 27 28 29
#
#           December 2023
#
# Mon  Tue  Wed  Thu  Fri  Sat  Sun
#
#                       1    2    3
#
#   4    5    6    7    8    9   10
#
#  11   12   13   14   15   16   17
#
#  18   19   20   21   22   23   24
#
#  25   26   27   28   29   30   31
#
#
#     January 2025
# Mo Tu We Th Fr Sa Su
#        1  2  3  4  5
#  6  7  8  9 10 11 12
# 13 14 15 16 17 18 19
# 20 21 22 23 24 25 26
# 27 28 29 30 31
# '   September 2024\nMo Tu We Th Fr Sa Su\n                   1\n 2  3  4  5  6  7  8\n 9 10 11 12 13 14 15\n16 17 18 19 20 21 22\n23 24 25 26 27 28 29\n30\n'
#      March 2024
# Su Mo Tu We Th Fr Sa
#                 1  2
#  3  4  5  6  7  8  9
# 10 11 12 13 14 15 16
# 17 18 19 20 21 22 23
# 24 25 26 27 28 29 30
# 31
#
#         May         |
# '  1    '
