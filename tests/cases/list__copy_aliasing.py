a = [1, [2, 3]]
b = a
c = a.copy()
d = a[:]
a.append(4)
a[1].append(5)
print(a, b, c, d)
print(a is b, a is c, c == d, c[1] is a[1])

# ---- expected stdout ----
# [1, [2, 3, 5], 4] [1, [2, 3, 5], 4] [1, [2, 3, 5]] [1, [2, 3, 5]]
# True False True True
