a = [1, 2]
b = [1, 2]
print(a == b, a is b, a != b)
c = a
c += [3]
print(a, a is c)
c = c + [4]
print(a, c, a is c)

# ---- expected stdout ----
# True False False
# [1, 2, 3] True
# [1, 2, 3] [1, 2, 3, 4] False
