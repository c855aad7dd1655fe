def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(f(1, c=3))
print(f(1, 2, 3, 4, c=5, e=6))
try:
    f(1, 2)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# (1, 2, (), 3, 4, {})
# (1, 2, (3, 4), 5, 4, {'e': 6})
# f() missing 1 required keyword-only argument: 'c'
