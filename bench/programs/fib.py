"""Recursion: naive Fibonacci plus a mutually recursive parity check."""


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


def ackermann_small(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann_small(m - 1, 1)
    return ackermann_small(m - 1, ackermann_small(m, n - 1))


total = fib(32)
parity = 0
for k in range(3000):
    if is_even(k % 500 + 300):
        parity += 1
ack = 0
for k in range(20):
    ack += ackermann_small(2, 200 + k)
print(f"fib checksum: {total} {parity} {ack}")
