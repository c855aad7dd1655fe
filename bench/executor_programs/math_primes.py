# Number crunching an agent might do: primes, gcds, statistics.
import math
import statistics
limit = 6000
sieve = [True] * (limit + 1)
sieve[0] = sieve[1] = False
for i in range(2, int(limit ** 0.5) + 1):
    if sieve[i]:
        for j in range(i * i, limit + 1, i):
            sieve[j] = False
primes = [i for i, p in enumerate(sieve) if p]
gaps = [b - a for a, b in zip(primes, primes[1:])]
print(len(primes), max(gaps), statistics.mean(gaps), statistics.median(gaps))
gcd_total = 0
for a in range(1, 60):
    gcd_total += sum(math.gcd(a, b) for b in range(1, 40))
print(gcd_total)
print(round(statistics.pstdev(primes[:200]), 4), math.isqrt(10 ** 12 + 7))
