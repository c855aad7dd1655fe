try:
    ('\n' * 10**8).splitlines()
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
