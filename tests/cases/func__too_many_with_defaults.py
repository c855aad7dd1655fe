def f(a, b=1):
    pass
try:
    f(1, 2, 3)
except TypeError as e:
    print(e)
def g():
    pass
try:
    g(1)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# f() takes from 1 to 2 positional arguments but 3 were given
# g() takes 0 positional arguments but 1 was given
