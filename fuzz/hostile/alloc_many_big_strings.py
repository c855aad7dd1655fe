try:
    x = ['a' * 60_000_000 + str(i) for i in range(100)]
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
