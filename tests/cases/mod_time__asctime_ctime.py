import time
for t in [(2024, 1, 2, 3, 4, 5, 1, 2, 0), (1999, 12, 31, 23, 59, 59, 4, 365, 0), (5, 6, 7, 8, 9, 10, 0, 1, 0), (2024, 0, 0, 0, 0, 0, 6, 0, 0)]:
    print(repr(time.asctime(t)))
for secs in [0, 86400 * 366, -86400, 1e9, 2**31]:
    print(repr(time.ctime(secs)))
print(time.asctime(time.gmtime(1234567890)) == time.ctime(1234567890))

# ---- expected stdout ----
# 'Tue Jan  2 03:04:05 2024'
# 'Fri Dec 31 23:59:59 1999'
# 'Mon Jun  7 08:09:10 5'
# 'Sun Jan  1 00:00:00 2024'
# 'Thu Jan  1 00:00:00 1970'
# 'Sat Jan  2 00:00:00 1971'
# 'Wed Dec 31 00:00:00 1969'
# 'Sun Sep  9 01:46:40 2001'
# 'Tue Jan 19 03:14:08 2038'
# True
