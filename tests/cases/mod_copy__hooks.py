import copy

class Tracked:
    def __init__(self, data):
        self.data = data

    def __copy__(self):
        print("__copy__ called")
        return Tracked(self.data)

    def __deepcopy__(self, memo):
        print("__deepcopy__ called with", type(memo).__name__)
        return Tracked(copy.deepcopy(self.data, memo))

t = Tracked([1, 2])
c = copy.copy(t)
d = copy.deepcopy(t)
print(c.data is t.data, d.data is t.data, d.data)
print(len(copy.deepcopy([t, t])))

class Stateful:
    def __init__(self, v):
        self.v = v
        self.cache = "big"

    def __getstate__(self):
        print("getstate")
        return {"v": self.v}

    def __setstate__(self, state):
        print("setstate", state)
        self.v = state["v"]
        self.cache = None

s = copy.deepcopy(Stateful(5))
print(s.v, s.cache)

# ---- expected stdout ----
# __copy__ called
# __deepcopy__ called with dict
# True False [1, 2]
# __deepcopy__ called with dict
# 2
# getstate
# setstate {'v': 5}
# 5 None
