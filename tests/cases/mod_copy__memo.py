import copy

x = [1, 2]
memo = {}
y = copy.deepcopy([x, x, (x,)], memo)
print(y[0] is y[1], y[2][0] is y[0], id(x) in memo, memo[id(x)] == x, memo[id(x)] is not x)
pre = {id(x): "replaced"}
print(copy.deepcopy([x, 3], pre))

class UsesMemo:
    def __init__(self, other):
        self.other = other

    def __deepcopy__(self, memo):
        return UsesMemo(copy.deepcopy(self.other, memo))

shared = {"k": 1}
objs = [UsesMemo(shared), UsesMemo(shared)]
dup = copy.deepcopy(objs)
print(dup[0].other is dup[1].other, dup[0].other is shared)

# ---- expected stdout ----
# True True True True True
# ['replaced', 3]
# True False
