def f(n):
    if n == 0:
        return sorted([3, 2, 1], key=lambda v: g(50))
    return f(n - 1)
def g(n):
    return 0 if n == 0 else g(n - 1)
try:
    print(f(990))
except RecursionError:
    print("RecursionError")
