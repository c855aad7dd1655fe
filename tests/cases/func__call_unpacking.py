def f(a, b, c, d=0):
    return a * 1000 + b * 100 + c * 10 + d
args = [1, 2]
kwargs = {"c": 3, "d": 4}
print(f(*args, **kwargs), f(*[1, 2, 3]), f(1, *[2], *(3,), **{}))
print(f(**{"a": 9, "b": 8, "c": 7}), f(*range(3)), f(*"123" and (4, 5, 6)))

# ---- expected stdout ----
# 1234 1230 1230
# 9870 120 4560
