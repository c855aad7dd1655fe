import functools

@functools.lru_cache(maxsize=2)
def f(x):
    print("miss", x)
    return x * 10

f(1)
f(2)
f(1)
f(3)
f(2)
f(1)
print(f.cache_info())

@functools.lru_cache(maxsize=0)
def g(x):
    return x

g(1)
g(1)
print(g.cache_info())

@functools.lru_cache(maxsize=-3)
def h(x):
    return x

print(h.cache_parameters())
try:
    functools.lru_cache(maxsize="big")
except TypeError as e:
    print(e)

# ---- expected stdout ----
# miss 1
# miss 2
# miss 3
# miss 2
# miss 1
# CacheInfo(hits=1, misses=5, maxsize=2, currsize=2)
# CacheInfo(hits=0, misses=2, maxsize=0, currsize=0)
# {'maxsize': 0, 'typed': False}
# Expected first argument to be an integer, a callable, or None
