class Foo:
    def __init__(self):
        self.a = 1
f = Foo()
print(f.a)
print(f.x)

# ---- expected stdout ----
# 1
# ---- expected exception ----
# AttributeError: 'Foo' object has no attribute 'x'
