print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])))
pairs = [(1, "a"), (2, "b")]
nums, letters = zip(*pairs)
print(nums, letters)
print(list(zip([1, 2], [3, 4], strict=True)))

# ---- expected stdout ----
# [(1, 'a'), (2, 'b')] [] [(1, 2, 3)]
# (1, 2) ('a', 'b')
# [(1, 3), (2, 4)]
