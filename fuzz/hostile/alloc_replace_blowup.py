try:
    ('a' * 10**6).replace('a', 'b' * 10**6)
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
