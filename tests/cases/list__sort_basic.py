xs = [5, 2, 9, 1, 5, 6]
xs.sort()
print(xs)
xs.sort(reverse=True)
print(xs)
print(xs.sort())

# ---- expected stdout ----
# [1, 2, 5, 5, 6, 9]
# [9, 6, 5, 5, 2, 1]
# None
