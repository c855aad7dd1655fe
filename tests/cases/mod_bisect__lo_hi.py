import bisect

a = [0, 10, 20, 30, 40, 50, 60]
print(bisect.bisect_left(a, 35, 2), bisect.bisect_left(a, 35, 5), bisect.bisect_left(a, 35, 0, 2))
print(bisect.bisect_right(a, 30, lo=1, hi=4), bisect.bisect_right(a, 30, hi=3), bisect.bisect_left(a, 35, 0, None))
print(bisect.bisect_left(a, 35, 0, -1), bisect.bisect_left(a, 35, 0, -5), bisect.bisect_left(a, 99, 3, 100 - 96))
try:
    bisect.bisect_left(a, 1, -1)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 4 5 2
# 4 3 4
# 4 0 4
# lo must be non-negative
