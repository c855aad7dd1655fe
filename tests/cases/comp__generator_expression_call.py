print(sum(x * x for x in range(4)), max(len(w) for w in ["a", "abc"]), any(x > 2 for x in [1, 3]))
print(tuple(x for x in "ab"), sorted((x for x in [3, 1, 2]), reverse=True))

# ---- expected stdout ----
# 14 3 True
# ('a', 'b') [3, 2, 1]
