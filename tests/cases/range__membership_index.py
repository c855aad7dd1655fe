r = range(0, 100, 7)
print(14 in r, 15 in r, -7 in r, r.index(21), r.count(28))
try:
    r.index(5)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# True False False 3 1
# 5 is not in range
