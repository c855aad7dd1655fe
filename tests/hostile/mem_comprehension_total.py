# expect: MemoryError TimeoutError
# flags: --max-operations 0 --max-memory 200000000
# Eighty 100 MB strings in one list under a 200 MB limit.
x = ['a' * 10**8 for _ in range(80)]
