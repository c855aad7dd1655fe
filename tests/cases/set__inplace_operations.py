s = {1, 2, 3}
s |= {4}
print(sorted(s))
s &= {2, 3, 4, 5}
print(sorted(s))
s -= {3}
print(sorted(s))
s ^= {4, 6}
print(sorted(s))
s.update([7, 8], {9})
print(sorted(s))

# ---- expected stdout ----
# [1, 2, 3, 4]
# [2, 3, 4]
# [2, 4]
# [2, 6]
# [2, 6, 7, 8, 9]
