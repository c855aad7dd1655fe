import calendar

print(calendar.calendar(2024))
print(calendar.calendar(2023, w=3, l=1, c=2, m=4))

# ---- expected stdout ----
#                                   2024
#
#       January                   February                   March
# Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
#  1  2  3  4  5  6  7                1  2  3  4                   1  2  3
#  8  9 10 11 12 13 14       5  6  7  8  9 10 11       4  5  6  7  8  9 10
# 15 16 17 18 19 20 21      12 13 14 15 16 17 18      11 12 13 14 15 16 17
# 22 23 24 25 26 27 28      19 20 21 22 23 24 25      18 19 20 21 22 23 24
# 29 30 31                  26 27 28 29               25 26 27 28 29 30 31
#
#        April                      May                       June
# Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
#  1  2  3  4  5  6  7             1  2  3  4  5                      1  2
#  8  9 10 11 12 13 14       6  7  8  9 10 11 12       3  4  5  6  7  8  9
# 15 16 17 18 19 20 21      13 14 15 16 17 18 19      10 11 12 13 14 15 16
# 22 23 24 25 26 27 28      20 21 22 23 24 25 26      17 18 19 20 21 22 23
# 29 30                     27 28 29 30 31            24 25 26 27 28 29 30
#
#         July                     August                  September
# Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
#  1  2  3  4  5  6  7                1  2  3  4                         1
#  8  9 10 11 12 13 14       5  6  7  8  9 10 11       2  3  4  5  6  7  8
# 15 16 17 18 19 20 21      12 13 14 15 16 17 18       9 10 11 12 13 14 15
# 22 23 24 25 26 27 28      19 20 21 22 23 24 25      16 17 18 19 20 21 22
# 29 30 31                  26 27 28 29 30 31         23 24 25 26 27 28 29
#                                                     30
#
#       October                   November                  December
# Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
#     1  2  3  4  5  6                   1  2  3                         1
#  7  8  9 10 11 12 13       4  5  6  7  8  9 10       2  3  4  5  6  7  8
# 14 15 16 17 18 19 20      11 12 13 14 15 16 17       9 10 11 12 13 14 15
# 21 22 23 24 25 26 27      18 19 20 21 22 23 24      16 17 18 19 20 21 22
# 28 29 30 31               25 26 27 28 29 30         23 24 25 26 27 28 29
#                                                     30 31
#
#                                                        2023
#
#           January                      February                      March                        April
# Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun
#                           1            1   2   3   4   5            1   2   3   4   5                        1   2
#   2   3   4   5   6   7   8    6   7   8   9  10  11  12    6   7   8   9  10  11  12    3   4   5   6   7   8   9
#   9  10  11  12  13  14  15   13  14  15  16  17  18  19   13  14  15  16  17  18  19   10  11  12  13  14  15  16
#  16  17  18  19  20  21  22   20  21  22  23  24  25  26   20  21  22  23  24  25  26   17  18  19  20  21  22  23
#  23  24  25  26  27  28  29   27  28                       27  28  29  30  31           24  25  26  27  28  29  30
#  30  31
#
#             May                          June                         July                        August
# Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun
#   1   2   3   4   5   6   7                1   2   3   4                        1   2        1   2   3   4   5   6
#   8   9  10  11  12  13  14    5   6   7   8   9  10  11    3   4   5   6   7   8   9    7   8   9  10  11  12  13
#  15  16  17  18  19  20  21   12  13  14  15  16  17  18   10  11  12  13  14  15  16   14  15  16  17  18  19  20
#  22  23  24  25  26  27  28   19  20  21  22  23  24  25   17  18  19  20  21  22  23   21  22  23  24  25  26  27
#  29  30  31                   26  27  28  29  30           24  25  26  27  28  29  30   28  29  30  31
#                                                            31
#
#          September                     October                      November                     December
# Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun  Mon Tue Wed Thu Fri Sat Sun
#                   1   2   3                            1            1   2   3   4   5                    1   2   3
#   4   5   6   7   8   9  10    2   3   4   5   6   7   8    6   7   8   9  10  11  12    4   5   6   7   8   9  10
#  11  12  13  14  15  16  17    9  10  11  12  13  14  15   13  14  15  16  17  18  19   11  12  13  14  15  16  17
#  18  19  20  21  22  23  24   16  17  18  19  20  21  22   20  21  22  23  24  25  26   18  19  20  21  22  23  24
#  25  26  27  28  29  30       23  24  25  26  27  28  29   27  28  29  30               25  26  27  28  29  30  31
#                               30  31
#
