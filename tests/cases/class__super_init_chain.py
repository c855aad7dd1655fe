class Base:
    def __init__(self, a):
        self.a = a
        print("Base init")
class Child(Base):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
        print("Child init")
c = Child(1, 2)
print(c.a, c.b)

# ---- expected stdout ----
# Base init
# Child init
# 1 2
