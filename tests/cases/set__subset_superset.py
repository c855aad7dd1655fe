a = {1, 2}
b = {1, 2, 3}
print(a <= b, a < b, b >= a, b > a, a < a, a <= a)
print(a.issubset(b), b.issuperset(a), a.isdisjoint({5, 6}), a.isdisjoint(b))

# ---- expected stdout ----
# True True True True False True
# True True True False
