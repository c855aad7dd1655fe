def f():
    pass
class C:
    def __call__(self):
        pass
class D:
    pass
print(callable(f), callable(len), callable(C()), callable(D()), callable(D), callable("s"), callable(lambda: 1))

# ---- expected stdout ----
# True True True False True False True
