it = iter([1])
print(next(it))
next(it)

# ---- expected stdout ----
# 1
# ---- expected exception ----
# StopIteration
