# hang: int <-> str conversion of 4000-digit ints (quadratic) does O(n) work in one operation without charging the operation budget,
# so --max-operations 1000000 (or a --timeout, checked every 4096 operations) does not stop this in time.
x = 10 ** 4000
for _ in range(10**6):
    int(str(x))
