def stats(xs):
    return min(xs), max(xs), sum(xs) / len(xs)
lo, hi, avg = stats([3, 1, 4, 1, 5])
print(lo, hi, avg)
print(stats([2]))

# ---- expected stdout ----
# 1 5 2.8
# (2, 2, 2.0)
