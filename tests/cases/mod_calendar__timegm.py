import calendar

print(calendar.timegm((1970, 1, 1, 0, 0, 0)))
print(calendar.timegm((2000, 1, 1, 0, 0, 0)))
print(calendar.timegm((2024, 2, 29, 12, 30, 15)))
print(calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
print(calendar.timegm((2024, 2, 30, 25, 61, 61)))
print(calendar.EPOCH)
for bad in [(2024, 13, 1, 0, 0, 0), (0, 1, 1, 0, 0, 0)]:
    try:
        calendar.timegm(bad)
    except ValueError as e:
        print('ValueError:', e)

# ---- expected stdout ----
# 0
# 946684800
# 1709209815
# -1
# 1709344921
# 1970
# ValueError: month must be in 1..12
# ValueError: year 0 is out of range
