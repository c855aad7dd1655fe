try:
    x = [[0] * 8_000_000 for i in range(100)]
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
