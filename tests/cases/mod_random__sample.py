import random
random.seed(11)
print(random.sample(range(100), 10))
print(random.sample("abcdefghij", 4))
print(random.sample(range(10**6), 6))
print(random.sample([1, 2, 3, 4, 5] * 10, 20))
print(random.sample(["red", "blue"], k=4, counts=[3, 2]))
print(random.sample([], 0), sorted(random.sample(range(5), 5)))
for bad in [lambda: random.sample([1, 2], 3), lambda: random.sample({1, 2}, 1), lambda: random.sample([1], -1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# [57, 71, 99, 59, 65, 75, 24, 23, 60, 80]
# ['j', 'c', 'b', 'd']
# [318139, 148682, 95074, 564861, 848973, 933631]
# [5, 1, 3, 4, 1, 4, 2, 5, 4, 1, 3, 1, 4, 5, 4, 3, 3, 1, 2, 5]
# ['blue', 'red', 'red', 'red']
# [] [0, 1, 2, 3, 4]
# ValueError: Sample larger than population or is negative
# TypeError: Population must be a sequence.  For dicts or sets, use sorted(d).
# ValueError: Sample larger than population or is negative
