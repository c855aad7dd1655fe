class MyList(list):
    def total(self):
        return sum(self)
m = MyList([1, 2, 3])
m.append(4)
print(m, m.total(), len(m), isinstance(m, list), type(m).__name__)
class UpperDict(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)
u = UpperDict()
u["a"] = 1
print(u)

# ---- expected stdout ----
# [1, 2, 3, 4] 10 4 True MyList
# {'A': 1}
