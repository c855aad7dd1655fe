class Store:
    def __init__(self):
        self.d = {}
    def __setitem__(self, k, v):
        print("set", k)
        self.d[k] = v
    def __getitem__(self, k):
        return self.d[k]
    def __delitem__(self, k):
        print("del", k)
        del self.d[k]
    def __contains__(self, k):
        return k in self.d
s = Store()
s["a"] = 1
s["b"] = 2
print(s["a"], "a" in s, "z" in s)
del s["a"]
print("a" in s)

# ---- expected stdout ----
# set a
# set b
# 1 True False
# del a
# False
