import copy

def f():
    return 1

class A:
    def __init__(self):
        self.items = [1]

    def get(self):
        return self.items

print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.deepcopy(A) is A, copy.copy(len) is len)
a = A()
m = copy.deepcopy(a.get)
print(m(), m() is a.items, m.__self__ is a)
print(copy.deepcopy([f, A, len])[0] is f)

# ---- expected stdout ----
# True True True True
# [1] False False
# True
