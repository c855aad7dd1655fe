it = iter([10])
print(next(it), next(it, "fallback"))
try:
    next([1, 2])
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 10 fallback
# 'list' object is not an iterator
