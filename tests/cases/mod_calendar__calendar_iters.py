import calendar

c = calendar.Calendar(3)
print(c.firstweekday, list(c.iterweekdays()))
print(list(c.itermonthdays(2024, 2)))
print(list(c.itermonthdays2(2024, 2))[:9])
print(list(c.itermonthdays3(2024, 1))[:5])
print(list(c.itermonthdays4(2024, 12))[-5:])
print(c.monthdays2calendar(2024, 3)[0])
print(c.yeardayscalendar(2024, 4)[0][0][:2], len(c.yeardays2calendar(2024)), len(c.yeardays2calendar(2024, 5)))
print(calendar.Calendar(7).firstweekday, calendar.Calendar(-1).getfirstweekday())
c.firstweekday = 8
print(c.firstweekday, c.getfirstweekday())

# ---- expected stdout ----
# 3 [3, 4, 5, 6, 0, 1, 2]
# [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 0, 0, 0, 0, 0, 0]
# [(1, 3), (2, 4), (3, 5), (4, 6), (5, 0), (6, 1), (7, 2), (8, 3), (9, 4)]
# [(2023, 12, 28), (2023, 12, 29), (2023, 12, 30), (2023, 12, 31), (2024, 1, 1)]
# [(2024, 12, 28, 5), (2024, 12, 29, 6), (2024, 12, 30, 0), (2024, 12, 31, 1), (2025, 1, 1, 2)]
# [(0, 3), (1, 4), (2, 5), (3, 6), (4, 0), (5, 1), (6, 2)]
# [[0, 0, 0, 0, 1, 2, 3], [4, 5, 6, 7, 8, 9, 10]] 4 3
# 0 6
# 1 1
