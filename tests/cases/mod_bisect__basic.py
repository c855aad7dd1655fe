import bisect

a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 1, 3, 4, 5, 9, 10]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left([], 5), bisect.bisect_right([], 5))
print(bisect.bisect_left("aceg", "d"), bisect.bisect_right((1.5, 2.5), 2.5))

# ---- expected stdout ----
# 0 0 0 0
# 1 0 1 1
# 3 2 2 2
# 4 2 5 5
# 5 5 5 5
# 9 6 7 7
# 10 7 7 7
# 0 0
# 2 2
