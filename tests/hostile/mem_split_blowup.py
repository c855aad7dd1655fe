# expect: MemoryError TimeoutError ok
# A split whose pieces cost far more than the text: each piece is an object.
parts = str(b'a' * 10**8).split('a')
len(parts)
