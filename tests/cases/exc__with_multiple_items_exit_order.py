class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *a):
        print("exit", self.n, a[0].__name__ if a[0] else None)
try:
    with CM(1) as a, CM(2) as b:
        print("body", a, b)
        raise ValueError
except ValueError:
    print("caught")

# ---- expected stdout ----
# enter 1
# enter 2
# body 1 2
# exit 2 ValueError
# exit 1 ValueError
# caught
