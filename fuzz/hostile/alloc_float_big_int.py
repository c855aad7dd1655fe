try:
    int(1e308) ** 1000
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
