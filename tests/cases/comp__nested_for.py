print([(x, y) for x in range(3) for y in range(x)])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
print([c for word in ["ab", "cd"] for c in word])

# ---- expected stdout ----
# [(1, 0), (2, 0), (2, 1)]
# [[1, 2, 3], [2, 4, 6], [3, 6, 9]]
# ['a', 'b', 'c', 'd']
