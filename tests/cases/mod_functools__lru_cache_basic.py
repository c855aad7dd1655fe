import functools

calls = []

@functools.lru_cache(maxsize=None)
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), len(calls))
print(fib.cache_info())
print(fib(100))
fib.cache_clear()
print(fib.cache_info())
print(fib.__name__, fib.__wrapped__(10), type(fib))

@functools.lru_cache
def square(x):
    print("computing", x)
    return x * x

print(square(3), square(3), square(3.0), square(4))
print(square.cache_info(), square.cache_parameters())
info = square.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info[0], tuple(info), info._fields)

# ---- expected stdout ----
# 832040 31
# CacheInfo(hits=28, misses=31, maxsize=None, currsize=31)
# 354224848179261915075
# CacheInfo(hits=0, misses=0, maxsize=None, currsize=0)
# fib 55 <class 'functools._lru_cache_wrapper'>
# computing 3
# computing 3.0
# computing 4
# 9 9 9.0 16
# CacheInfo(hits=1, misses=3, maxsize=128, currsize=3) {'maxsize': 128, 'typed': False}
# 1 3 128 3 1 (1, 3, 128, 3) ('hits', 'misses', 'maxsize', 'currsize')
