try:
    'x'.join(['ab' * 10**7] * 100)
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
