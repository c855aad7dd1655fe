import bisect

fs = [0.1, 0.5, 0.5, 1.5, float("inf")]
print(bisect.bisect_left(fs, 0.5), bisect.bisect_right(fs, 0.5), bisect.bisect(fs, 1e300), bisect.bisect_left(fs, float("inf")))
mixed = [1, 2.5, 3, 4.5]
print(bisect.bisect(mixed, 3.0), bisect.bisect_left(mixed, 3.0))
names = ["adam", "bob", "carol", "dave"]
print(bisect.bisect(names, "bz"), bisect.bisect_left(names, "carol"), bisect.bisect_right(names, "carol"))

# ---- expected stdout ----
# 1 3 4 4
# 3 2
# 2 2 3
