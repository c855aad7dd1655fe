import random
random.seed(7)
print([random.choice("abcdefg") for _ in range(8)])
print(random.choice([10, 20, 30]), random.choice((1,)), random.choice(range(1000)))
items = list(range(15))
random.shuffle(items)
print(items)
words = ["alpha", "beta", "gamma", "delta"]
random.shuffle(words)
print(words)
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)

# ---- expected stdout ----
# ['c', 'b', 'd', 'f', 'a', 'a', 'g', 'e']
# 10 1 596
# [13, 2, 5, 12, 4, 11, 7, 10, 9, 6, 1, 14, 3, 8, 0]
# ['delta', 'alpha', 'gamma', 'beta']
# IndexError: Cannot choose from an empty sequence
