# hang: three-argument pow with big operands does O(n) work in one operation without charging the operation budget,
# so --max-operations 1000000 (or a --timeout, checked every 4096 operations) does not stop this in time.
for _ in range(10**6):
    pow(3, 10**5000, 10**5000 + 1)
