import functools

def memo_counter(func):
    cached = functools.lru_cache(maxsize=None)(func)

    @functools.wraps(func)
    def wrapper(*args):
        wrapper.calls += 1
        return cached(*args)
    wrapper.calls = 0
    wrapper.info = cached.cache_info
    return wrapper

@memo_counter
def grid_paths(r, c):
    """Count lattice paths."""
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)

print(grid_paths(10, 10), grid_paths.calls, grid_paths.info())
print(grid_paths.__name__, grid_paths.__doc__)
compose = lambda *fs: functools.reduce(lambda f, g: lambda x: g(f(x)), fs)
inc_then_double = compose(lambda x: x + 1, lambda x: x * 2, str)
print(inc_then_double(5))

# ---- expected stdout ----
# 184756 201 CacheInfo(hits=81, misses=120, maxsize=None, currsize=120)
# grid_paths Count lattice paths.
# 12
