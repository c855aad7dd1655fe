import time
st = time.strptime("2024-01-02 03:04:05", "%Y-%m-%d %H:%M:%S")
print(st, st.tm_zone, st.tm_gmtoff)
print(time.strptime("Tue Jan  2 03:04:05 2024"))
print(time.strptime("2024 +0530", "%Y %z").tm_gmtoff, time.strptime("2024 UTC", "%Y %Z").tm_zone)
print(time.strptime("2024 UTC", "%Y %Z").tm_isdst, time.strptime("2024", "%Y").tm_isdst)
print(time.strptime("Feb 29", "%b %d"))
print(time.strptime("99 12", "%y %j"))
for args in [("2024",), (5, "%Y"), ("2024", 5), ("x", "%Y"), ("2024x", "%Y"), ("2024", "%K")]:
    try:
        time.strptime(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=-1) None None
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=-1)
# 19800 UTC
# 0 -1
# time.struct_time(tm_year=1900, tm_mon=2, tm_mday=29, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=0, tm_yday=60, tm_isdst=-1)
# time.struct_time(tm_year=1999, tm_mon=1, tm_mday=12, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=1, tm_yday=12, tm_isdst=-1)
# ValueError: time data '2024' does not match format '%a %b %d %H:%M:%S %Y'
# TypeError: strptime() argument 0 must be str, not <class 'int'>
# TypeError: strptime() argument 1 must be str, not <class 'int'>
# ValueError: time data 'x' does not match format '%Y'
# ValueError: unconverted data remains: x
# ValueError: 'K' is a bad directive in format '%K'
