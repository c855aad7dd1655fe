try:
    '{:>99999999999}'.format('a')
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
