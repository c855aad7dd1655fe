import random
random.seed(5)
print(random.choices("abc", k=6))
print(random.choices(range(5), weights=[1, 2, 3, 4, 5], k=8))
print(random.choices("xyz", cum_weights=[1, 5, 6], k=5))
print(random.choices([1, 2], [0.1, 0.9], k=4), random.choices("ab"))
for bad in [lambda: random.choices("ab", [1]), lambda: random.choices("ab", [1, 1], cum_weights=[1, 2]),
            lambda: random.choices("ab", [0, 0]), lambda: random.choices("ab", 3)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# ['b', 'c', 'c', 'c', 'c', 'c']
# [0, 3, 4, 3, 4, 1, 3, 2]
# ['y', 'y', 'x', 'y', 'y']
# [2, 2, 2, 2] ['a']
# ValueError: The number of weights does not match the population
# TypeError: Cannot specify both weights and cumulative weights
# ValueError: Total of weights must be greater than zero
# TypeError: The number of choices must be a keyword argument: k=3
