vals = [0, 1, -1, 2**63 - 1, -2**63, 2**63, 2**64, -(2**64), 10**40]
for a in vals:
    for b in vals:
        for op in [lambda: a + b, lambda: a - b, lambda: a * b, lambda: a // b, lambda: a % b, lambda: a & b, lambda: a | b, lambda: a ^ b, lambda: divmod(a, b), lambda: a << (b % 200) if b >= 0 else a >> -b, lambda: pow(a, b % 50), lambda: pow(a, b, 7) if b >= 0 else 0, lambda: -a, lambda: ~a, lambda: abs(a), lambda: a >> (b % 100) if b > 0 else 0, lambda: round(a, -(abs(b) % 30))]:
            try:
                print(op())
            except Exception as e:
                print(type(e).__name__)
