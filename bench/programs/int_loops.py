"""Tight loops over ints: sieve, Collatz lengths, digit sums, modular arithmetic."""


def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= limit:
        if flags[i]:
            j = i * i
            while j <= limit:
                flags[j] = False
                j += i
        i += 1
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


def collatz_longest(limit):
    best_n = 1
    best_len = 1
    for start in range(1, limit):
        n = start
        steps = 1
        while n != 1:
            if n & 1:
                n = 3 * n + 1
            else:
                n >>= 1
            steps += 1
        if steps > best_len:
            best_len = steps
            best_n = start
    return best_n, best_len


def digit_sum_total(limit):
    total = 0
    for n in range(limit):
        while n:
            total += n % 10
            n //= 10
    return total


def mod_mix(rounds):
    acc = 1
    for i in range(rounds):
        acc = (acc * 31 + i) % 1000003
        acc ^= i << 3
    return acc


primes = sieve(1000000)
cn, cl = collatz_longest(100000)
ds = digit_sum_total(300000)
mm = mod_mix(1000000)
print(f"int_loops checksum: {primes} {cn} {cl} {ds} {mm}")
