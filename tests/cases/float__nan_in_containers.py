nan = float("nan")
items = [1.0, nan, 2.0]
print(nan in items, items.count(nan), items.index(nan))
print(max(1.0, 2.0), min(2.0, 0.5))
print([nan] == [nan])

# ---- expected stdout ----
# True 1 1
# 2.0 0.5
# True
