def f(n):
    return sum(f(n + 1) for _ in [1])
try:
    f(0)
except RecursionError:
    print("RecursionError")
