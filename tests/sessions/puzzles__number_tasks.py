# Number puzzles: primes, Fibonacci with big ints, digit sums, perfect numbers.
# ---- step ----
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0:2] = [False, False]
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            is_prime[i * i::i] = [False] * len(range(i * i, limit + 1, i))
    return [i for i, p in enumerate(is_prime) if p]
primes = sieve(100)
len(primes), primes[-5:]
# ---- step ----
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
f100 = fib(100)
print(f100, sum(int(d) for d in str(f100)))
f100
# ---- step ----
perfect = [n for n in range(2, 1000) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n]
perfect
# ---- step ----
twin = [(p, q) for p, q in zip(primes, primes[1:]) if q - p == 2]
goldbach = {n: next((p, n - p) for p in primes if (n - p) in set(primes)) for n in range(4, 30, 2)}
print(twin[:4])
goldbach
# ---- step ----
import math
collatz_max = max(range(1, 1000), key=lambda n: (lambda f: f(f, n, 0))(lambda f, m, k: k if m == 1 else f(f, m // 2 if m % 2 == 0 else 3 * m + 1, k + 1)))
collatz_max, math.factorial(25), 2 ** 100 % 97
# ---- expected ----
# {"ok": true, "output": [25, [73, 79, 83, 89, 97]], "output_repr": "(25, [73, 79, 83, 89, 97])", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "354224848179261915075", "logs": "354224848179261915075 93\n", "is_final_answer": false}
# {"ok": true, "output": [6, 28, 496], "output_repr": "[6, 28, 496]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "{4: (2, 2), 6: (3, 3), 8: (3, 5), 10: (3, 7), 12: (5, 7), 14: (3, 11), 16: (3, 13), 18: (5, 13), 20: (3, 17), 22: (3, 19), 24: (5, 19), 26: (3, 23), 28: (5, 23)}", "logs": "[(3, 5), (5, 7), (11, 13), (17, 19)]\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "(871, 15511210043330985984000000, 16)", "logs": "", "is_final_answer": false}
