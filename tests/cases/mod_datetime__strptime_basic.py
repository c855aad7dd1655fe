from datetime import datetime
print(datetime.strptime("2024-01-02 03:04:05", "%Y-%m-%d %H:%M:%S"))
print(datetime.strptime("02/01/24", "%d/%m/%y"), datetime.strptime("31/12/69", "%d/%m/%y"))
print(datetime.strptime("Tuesday 2 January 2024", "%A %d %B %Y"))
print(datetime.strptime("tue jan 2 2024", "%a %b %d %Y"))
print(datetime.strptime("3:04 PM", "%I:%M %p"), datetime.strptime("12:30 am", "%I:%M %p"))
print(datetime.strptime("2024-01-02T03:04:05.123", "%Y-%m-%dT%H:%M:%S.%f"))
print(datetime.strptime("2024 032", "%Y %j"), datetime.strptime("2024 10 3", "%Y %W %w"), datetime.strptime("2024 10 3", "%Y %U %w"))
print(datetime.strptime("2024-W05-4", "%G-W%V-%u"))
print(datetime.strptime("Tue Jan  2 03:04:05 2024", "%c"))
print(datetime.strptime("01/02/24 03:04:05", "%x %X"))
print(datetime.strptime("  2024   1   2", " %Y %m %d"))
print(datetime.strptime("", ""), datetime.strptime("100%", "100%%"))
print(datetime.strptime("2", "%m"), datetime.strptime("02", "%d"), datetime.strptime("1 2", "%H %M"))
print(repr(datetime.strptime("20240102", "%Y%m%d")))

# ---- expected stdout ----
# 2024-01-02 03:04:05
# 2024-01-02 00:00:00 1969-12-31 00:00:00
# 2024-01-02 00:00:00
# 2024-01-02 00:00:00
# 1900-01-01 15:04:00 1900-01-01 00:30:00
# 2024-01-02 03:04:05.123000
# 2024-02-01 00:00:00 2024-03-06 00:00:00 2024-03-13 00:00:00
# 2024-02-01 00:00:00
# 2024-01-02 03:04:05
# 2024-01-02 03:04:05
# 2024-01-02 00:00:00
# 1900-01-01 00:00:00 1900-01-01 00:00:00
# 1900-02-01 00:00:00 1900-01-02 00:00:00 1900-01-01 01:02:00
# datetime.datetime(2024, 1, 2, 0, 0)
