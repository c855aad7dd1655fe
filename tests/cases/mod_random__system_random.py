# random.SystemRandom: CPython's class over the host's entropy (os.urandom there).
import random

r = random.SystemRandom(5)
print(isinstance(r, random.Random), type(r).__name__, "SystemRandom" in random.__all__, r.VERSION)
print(r.seed(3), r.gauss_next)
x = r.random()
print(type(x).__name__, 0.0 <= x < 1.0)
print(all(0 <= r.getrandbits(k) < 2**k for k in [1, 7, 8, 9, 63, 64, 65, 200]), r.getrandbits(0))
print(len(r.randbytes(17)), r.randbytes(0), type(r.randbytes(3)).__name__)
print(1 <= r.randint(1, 6) <= 6, r.choice("abc") in "abc", sorted(r.sample(range(10), 10)) == list(range(10)))
print(0 <= r.randrange(10**30) < 10**30, len(set(r.random() for _ in range(50))) > 45)
items = list(range(20))
r.shuffle(items)
print(sorted(items) == list(range(20)), -10 < r.gauss(0, 1) < 10, 1 <= r.uniform(1, 2) <= 2)

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ": " + str(e))

attempt(lambda: r.getstate())
attempt(lambda: r.setstate(None))
attempt(lambda: r.getrandbits(-1))
attempt(lambda: r.randbytes(-1))
attempt(lambda: random.SystemRandom().getstate())

# ---- expected stdout ----
# True SystemRandom True 3
# None None
# float True
# True 0
# 17 b'' bytes
# True True True
# True True
# True True True
# NotImplementedError: System entropy source does not have state.
# NotImplementedError: System entropy source does not have state.
# ValueError: number of bits must be non-negative
# ValueError: negative argument not allowed
# NotImplementedError: System entropy source does not have state.
