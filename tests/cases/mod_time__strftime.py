import time
t = (2024, 1, 2, 15, 4, 5, 1, 2, 0)
for fmt in ["%Y-%m-%d %H:%M:%S", "%a %A %b %B %c", "%x %X %p %I", "%j %U %W %w %u %G %V", "%-d %-m %e %k %l", "%z %Z %%", "%D %F %T %R %r", "%s", "%C%y %g"]:
    print(repr(fmt), repr(time.strftime(fmt, t)))
print(time.strftime("%Y %j", (2020, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.strftime("%z|%Z", (2024, 1, 2, 3, 4, 5, 1, 2, -1)))
print(time.strftime("%a %Z %z", time.gmtime(0)))
print(time.strftime("%S", (2024, 1, 1, 0, 0, 61, 0, 1, 0)), time.strftime("%a", (2024, 1, 1, 0, 0, 0, 7, 1, 0)))

# ---- expected stdout ----
# '%Y-%m-%d %H:%M:%S' '2024-01-02 15:04:05'
# '%a %A %b %B %c' 'Tue Tuesday Jan January Tue Jan  2 15:04:05 2024'
# '%x %X %p %I' '01/02/24 15:04:05 PM 03'
# '%j %U %W %w %u %G %V' '002 00 01 2 2 2024 01'
# '%-d %-m %e %k %l' '2 1  2 15  3'
# '%z %Z %%' '+0000 UTC %'
# '%D %F %T %R %r' '01/02/24 2024-01-02 15:04:05 15:04 03:04:05 PM'
# '%s' '1704207845'
# '%C%y %g' '2024 24'
# 2020 001
# |
# Thu GMT +0000
# 61 Mon
