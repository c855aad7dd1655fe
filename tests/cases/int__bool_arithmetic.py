print(True + True, True * 10, False - 1)
print(True / 2, True // 1, -True)
print(sum([True, False, True, True]))
print(True == 1, False == 0, True is True)
print(type(True + 1).__name__, isinstance(True, int))

# ---- expected stdout ----
# 2 10 -1
# 0.5 1 -1
# 3
# True True True
# int True
