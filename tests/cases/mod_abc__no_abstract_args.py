from abc import ABC
class Plain(ABC):
    def __init__(self, a, b=2):
        self.a, self.b = a, b
p = Plain(1)
print(p.a, p.b, Plain.__abstractmethods__)
class NoInit(ABC):
    pass
print(type(NoInit()).__name__)
NoInit(1)

# ---- expected stdout ----
# 1 2 frozenset()
# NoInit
# ---- expected exception ----
# TypeError: NoInit() takes no arguments
