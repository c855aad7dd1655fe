try:
    x = 2
    for _ in range(64): x = x * x
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
