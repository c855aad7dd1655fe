# expect: MemoryError TimeoutError
# flags: --max-memory 300000000
# Growth through unpacking, tuple concatenation, str.join and bytes repetition.
t = (0,) * 1000
parts = []
for _ in range(100000):
    parts.append([*t, *t])
# ---
s = 'ab' * 10**7
big = '-'.join([s] * 40)
# ---
b = b'x' * 10**8
bb = [b * 2 for _ in range(10)]
