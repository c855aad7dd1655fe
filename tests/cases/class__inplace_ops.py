class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, item):
        self.items.append(item)
        return self
class NoIadd:
    def __init__(self, n):
        self.n = n
    def __add__(self, o):
        return NoIadd(self.n + o)
a = Acc()
before = a
a += 1
a += 2
print(a.items, a is before)
b = NoIadd(1)
keep = b
b += 5
print(b.n, keep.n, b is keep)

# ---- expected stdout ----
# [1, 2] True
# 6 1 False
