x = "global"
def f():
    x = "local"
    def g():
        return x
    return g()
print(f(), x)
def h():
    return x
print(h())

# ---- expected stdout ----
# local global
# global
