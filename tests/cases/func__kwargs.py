def show(**opts):
    return ", ".join(f"{k}={v}" for k, v in opts.items())
print(show(), show(a=1), show(z=26, a=1, m=13))
def mixed(a, *args, b=2, **kw):
    return a, args, b, kw
print(mixed(1, 2, 3, b=4, c=5, d=6))

# ---- expected stdout ----
#  a=1 z=26, a=1, m=13
# (1, (2, 3), 4, {'c': 5, 'd': 6})
