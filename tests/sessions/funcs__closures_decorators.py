# Closures, decorators and functools across steps.
# ---- step ----
import functools
calls = []
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        calls.append((fn.__name__, args))
        return fn(*args, **kwargs)
    return wrapper

@logged
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
fib(10)
# ---- step ----
print(len(calls), calls[:3], fib.__name__)
# ---- step ----
@functools.lru_cache(maxsize=None)
def ways(n):
    if n < 0:
        return 0
    if n == 0:
        return 1
    return ways(n - 1) + ways(n - 2) + ways(n - 3)
[ways(i) for i in range(12)]
# ---- step ----
def make_counter(start=0):
    count = start
    def step(by=1):
        nonlocal count
        count += by
        return count
    return step
c = make_counter(10)
c(), c(), c(5)
# ---- step ----
total = functools.reduce(lambda a, b: a * b, range(1, 11))
print(total, functools.partial(int, base=2)("101101"))
ways.cache_info()
# ---- expected ----
# {"ok": true, "output": 55, "output_repr": "55", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "177 [('fib', (10,)), ('fib', (9,)), ('fib', (8,))] fib\n", "is_final_answer": false}
# {"ok": true, "output": [1, 1, 2, 4, 7, 13, 24, 44, 81, 149, 274, 504], "output_repr": "[1, 1, 2, 4, 7, 13, 24, 44, 81, 149, 274, 504]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [11, 12, 17], "output_repr": "(11, 12, 17)", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [31, 14, null, 14], "output_repr": "CacheInfo(hits=31, misses=14, maxsize=None, currsize=14)", "logs": "3628800 45\n", "is_final_answer": false}
