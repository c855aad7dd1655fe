import random
random.seed(3)
tests = [lambda: random.randrange(0), lambda: random.randrange(-3), lambda: random.randint(5, 1),
         lambda: random.randrange(0, 10, 0), lambda: random.randrange(10, 5, 2), lambda: random.randrange(5, step=2),
         lambda: random.randint(1), lambda: random.randrange(), lambda: random.randrange(1, 2, 3, 4)]
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# ValueError: empty range for randrange()
# ValueError: empty range for randrange()
# ValueError: empty range for randrange() (5, 2, -3)
# ValueError: zero step for randrange()
# ValueError: empty range for randrange()
# TypeError: Missing a non-None stop argument
# TypeError: Random.randint() missing 1 required positional argument: 'b'
# TypeError: Random.randrange() missing 1 required positional argument: 'start'
# TypeError: Random.randrange() takes from 2 to 4 positional arguments but 5 were given
