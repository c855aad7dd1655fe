class Outer:
    def method(self):
        def inner():
            pass
        return inner
def top():
    def nested():
        pass
    return nested
print(Outer.method.__qualname__, Outer().method().__qualname__, top().__qualname__, top.__qualname__)
print(Outer.method.__name__, (lambda: 0).__qualname__)

# ---- expected stdout ----
# Outer.method Outer.method.<locals>.inner top.<locals>.nested top
# method <lambda>
