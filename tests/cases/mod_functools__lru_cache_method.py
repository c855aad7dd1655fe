import functools

class Circle:
    def __init__(self, r):
        self.r = r

    def __hash__(self):
        return hash(self.r)

    def __eq__(self, other):
        return self.r == other.r

    @functools.lru_cache(maxsize=16)
    def area(self, scale=1):
        print("compute", self.r, scale)
        return 3 * self.r * self.r * scale

a = Circle(2)
print(a.area(), a.area(), Circle(2).area(), a.area(2))
print(Circle.area.cache_info())

@functools.cache
def count_paths(n):
    return 1 if n <= 1 else count_paths(n - 1) + count_paths(n - 2)

print(count_paths(90), count_paths.cache_info().currsize)

# ---- expected stdout ----
# compute 2 1
# compute 2 2
# 12 12 12 24
# CacheInfo(hits=2, misses=2, maxsize=16, currsize=2)
# 4660046610375530309 91
