def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

values = [fib(n) for n in range(30)]
even = [v for v in values if v % 2 == 0]
ratios = [values[i + 1] / values[i] for i in range(10, 29)]
print(values[-1], len(even), round(ratios[-1], 6))
is_prime = lambda n: n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))
print([v for v in values if is_prime(v)])
