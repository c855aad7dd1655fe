def primes(limit):
    out = []
    for n in range(2, limit):
        for p in out:
            if p * p > n:
                out.append(n)
                break
            if n % p == 0:
                break
        else:
            out.append(n)
    return out
print(primes(50))

# ---- expected stdout ----
# [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
