class Bag:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class Flag:
    def __bool__(self):
        return False
print(len(Bag(3)), bool(Bag(0)), bool(Bag(2)), bool(Flag()), "yes" if Bag(1) else "no")
class Plain:
    pass
print(bool(Plain()))

# ---- expected stdout ----
# 3 False True False yes
# True
