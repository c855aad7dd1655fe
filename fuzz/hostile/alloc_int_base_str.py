try:
    int('1' * 5000, 2) ** 10**6
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
