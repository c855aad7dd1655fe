try:
    '%.*s' % (10**12, 'a')
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
