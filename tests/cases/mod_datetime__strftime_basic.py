from datetime import datetime, date, time
dt = datetime(2024, 1, 2, 15, 4, 5, 6789)
for fmt in ["%Y-%m-%d %H:%M:%S", "%a %A %b %B", "%d/%m/%y", "%I:%M %p", "%j %U %W %w %u",
            "%G-W%V-%u", "%c", "%x", "%X", "%f", "%%Y", "%y%m%d", "%H%M%S.%f", "Week %W of %Y"]:
    print(repr(fmt), "->", repr(dt.strftime(fmt)))
print(date(2024, 12, 25).strftime("%A, %B %d, %Y"))
print(time(9, 30, 15).strftime("%H:%M:%S %p %f"))
print(date(2024, 1, 1).strftime("%H:%M:%S"), time(1, 2).strftime("%Y-%m-%d %a"))
print(f"{dt:%Y/%m/%d}", f"{date(2024, 3, 4):%d.%m.%Y}", f"{time(5, 6):%H-%M}", format(dt, ""))
print("{:%B %d}".format(date(2024, 7, 4)))

# ---- expected stdout ----
# '%Y-%m-%d %H:%M:%S' -> '2024-01-02 15:04:05'
# '%a %A %b %B' -> 'Tue Tuesday Jan January'
# '%d/%m/%y' -> '02/01/24'
# '%I:%M %p' -> '03:04 PM'
# '%j %U %W %w %u' -> '002 00 01 2 2'
# '%G-W%V-%u' -> '2024-W01-2'
# '%c' -> 'Tue Jan  2 15:04:05 2024'
# '%x' -> '01/02/24'
# '%X' -> '15:04:05'
# '%f' -> '006789'
# '%%Y' -> '%Y'
# '%y%m%d' -> '240102'
# '%H%M%S.%f' -> '150405.006789'
# 'Week %W of %Y' -> 'Week 01 of 2024'
# Wednesday, December 25, 2024
# 09:30:15 AM 000000
# 00:00:00 1900-01-01 Mon
# 2024/01/02 04.03.2024 05-06 2024-01-02 15:04:05.006789
# July 04
