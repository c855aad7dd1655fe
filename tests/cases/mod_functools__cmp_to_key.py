import functools

def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)

words = ["pear", "fig", "apple", "kiwi", "date"]
print(sorted(words, key=functools.cmp_to_key(by_length_then_alpha)))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
print(max([3, 1, 2], key=functools.cmp_to_key(lambda a, b: a - b)))
K = functools.cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) > K(2), K(2) == K(2), K(1) >= K(2), K(5).obj)
try:
    K(1) < 5
except TypeError as e:
    print(e)
try:
    hash(K(1))
except TypeError as e:
    print(e)

# ---- expected stdout ----
# ['fig', 'date', 'kiwi', 'pear', 'apple']
# [3, 2, 1]
# 3
# True True True True False 5
# other argument must be K instance
# unhashable type: 'functools.KeyWrapper'
