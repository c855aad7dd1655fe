try:
    d = {}
    for i in range(100): d[i] = 'b' * 60_000_000
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
