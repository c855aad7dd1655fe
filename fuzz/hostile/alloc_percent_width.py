try:
    '%*d' % (10**10, 1)
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
