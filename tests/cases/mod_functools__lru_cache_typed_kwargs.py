import functools

@functools.lru_cache(maxsize=32, typed=True)
def ident(x):
    print("miss", repr(x))
    return x

ident(1)
ident(1.0)
ident(True)
ident(1)
print(ident.cache_info())

@functools.lru_cache()
def kw(a, b=0):
    print("miss", a, b)
    return a + b

kw(1, b=2)
kw(1, b=2)
kw(a=1, b=2)
kw(b=2, a=1)
kw(1, 2)
print(kw.cache_info())
try:
    kw([1])
except TypeError as e:
    print(e)

# ---- expected stdout ----
# miss 1
# miss 1.0
# miss True
# CacheInfo(hits=1, misses=3, maxsize=32, currsize=3)
# miss 1 2
# miss 1 2
# miss 1 2
# miss 1 2
# CacheInfo(hits=1, misses=4, maxsize=128, currsize=4)
# unhashable type: 'list'
