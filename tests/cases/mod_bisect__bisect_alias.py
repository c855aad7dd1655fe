import bisect

print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
print(bisect.bisect_right.__name__, bisect.insort_left.__name__)
a = [1, 2, 3]
bisect.insort_right(a, 2)
print(a, bisect.bisect_left(a, 2), bisect.bisect_right(a, 2))

# ---- expected stdout ----
# True True
# bisect_right insort_left
# [1, 2, 2, 3] 1 3
