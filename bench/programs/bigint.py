"""Big integers: factorials, large Fibonacci numbers, pow, and str() of big values."""


def factorial(n):
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result


def fib_pair(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def digit_sum(n):
    return sum(int(c) for c in str(n))


def modpow_manual(base, exp, mod):
    result = 1
    base %= mod
    while exp > 0:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result


def isqrt(n):
    x = 1 << ((n.bit_length() + 1) // 2)
    y = (x + n // x) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x


f = factorial(1400)
fib_big = fib_pair(14000)
p = pow(3, 8000)
mod = (1 << 521) - 1
mp_ok = 0
mp_acc = 0
for k in range(200):
    mp = modpow_manual(7 + k, 10 ** 150 + 37 * k, mod)
    mp_ok += mp == pow(7 + k, 10 ** 150 + 37 * k, mod)
    mp_acc = (mp_acc + mp) % 1000000007
root_acc = 0
for k in range(100):
    root = isqrt(p + k * f)
    root_acc = (root_acc * 7 + root) % 999983
neg = -f // 12345678901234567890
fact_digits = 0
for k in range(1, 900):
    fact_digits += digit_sum(factorial(k))
fib_mods = 0
for k in range(200):
    fib_mods = (fib_mods + fib_pair(3000 + k) % 1000003) % 1000000007
print(f"bigint checksum: {len(str(f))} {digit_sum(f)} {len(str(fib_big))} {fib_big % 1000000007} "
      f"{len(str(p))} {mp_ok} {mp_acc} {root_acc} {neg % 1000} {fact_digits} {fib_mods} "
      f"{f.bit_length()} {hex(p)[-8:]}")
