import time
s = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0))
print(s, s.tm_zone, s.tm_gmtoff)
z = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0, "CET", 3600))
print(z, z.tm_zone, z.tm_gmtoff, len(z), z[8])
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields, time.struct_time.n_unnamed_fields)
print(time.struct_time([1, 2, 3, 4, 5, 6, 7, 8, 9]))
print(s == (2024, 1, 2, 3, 4, 5, 1, 2, 0), s < (2025,), hash(s) == hash(tuple(s)))
print(s.count(2), s.index(3), tuple(s[::2]))
year, month, *_ = s
print(year, month, type(s).__name__, isinstance(s, tuple))
for bad in [(1, 2, 3), 5, range(12)]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    s.tm_year = 5
except AttributeError as e:
    print("AttributeError:", e)
print(time.strftime("%Z %z", z))

# ---- expected stdout ----
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=0) None None
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=0) CET 3600 9 0
# 11 9 0
# time.struct_time(tm_year=1, tm_mon=2, tm_mday=3, tm_hour=4, tm_min=5, tm_sec=6, tm_wday=7, tm_yday=8, tm_isdst=9)
# True True True
# 2 3 (2024, 2, 4, 1, 0)
# 2024 1 struct_time True
# TypeError: time.struct_time() takes an at least 9-sequence (3-sequence given)
# TypeError: constructor requires a sequence
# TypeError: time.struct_time() takes an at most 11-sequence (12-sequence given)
# AttributeError: readonly attribute
# CET +0100
