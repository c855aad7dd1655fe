# hang: str.upper / lower / case mapping does O(n) work in one operation without charging the operation budget,
# so --max-operations 1000000 (or a --timeout, checked every 4096 operations) does not stop this in time.
x = 'a' * 10**6
for _ in range(10**6):
    x.upper()
