s = {3, 1, 2, 3, 1}
print(sorted(s), len(s), 2 in s, 5 in s)
print(set(), type({}).__name__, type(set()).__name__)

# ---- expected stdout ----
# [1, 2, 3] 3 True False
# set() dict set
