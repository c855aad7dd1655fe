try:
    (1).to_bytes(10**12, 'big')
except (MemoryError, OverflowError, ValueError, TypeError) as e:
    print(type(e).__name__)
print('ok')
