print(max(3, 7, 5), min([4, 2, 8]), max("apple", "pear", key=len), min([], default="empty"))
print(max([(1, "b"), (1, "a")]), min("hello"), max([1, 5, 3], key=lambda x: -x))
print(max([2, 2.0]), max([2.0, 2]), min([], default=None))

# ---- expected stdout ----
# 7 2 apple empty
# (1, 'b') e 1
# 2 2.0 None
