print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return i * 10
print(list(reversed(Seq())))
try:
    reversed({1, 2})
except TypeError as e:
    print(e)

# ---- expected stdout ----
# [3, 2, 1] ['c', 'b', 'a'] [2, 1, 0] [2, 1]
# [20, 10, 0]
# 'set' object is not reversible
