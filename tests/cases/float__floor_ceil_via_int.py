def floor(x):
    n = int(x)
    return n - 1 if x < n else n
def ceil(x):
    n = int(x)
    return n + 1 if x > n else n
for x in (2.5, -2.5, 3.0, -0.1):
    print(x, floor(x), ceil(x), x // 1)

# ---- expected stdout ----
# 2.5 2 3 2.0
# -2.5 -3 -2 -3.0
# 3.0 3 3 3.0
# -0.1 -1 0 -1.0
