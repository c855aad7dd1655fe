try:
    f'{1.5:.{10**9}f}'
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
