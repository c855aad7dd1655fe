from collections import UserDict, UserList
class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
d = LowerDict({"A": 1})
d["B"] = 2
print(d, d.data, len(d), "a" in d, d.get("c", 3), dict(d))
class Missing(UserDict):
    def __missing__(self, key):
        return key * 2
m = Missing()
print(m["ab"])
ul = UserList([3, 1, 2])
ul.append(0)
ul.sort()
print(ul, ul[1:3], type(ul[1:3]).__name__, ul + [9], len(ul), ul == [0, 1, 2, 3], ul.data)

# ---- expected stdout ----
# {'a': 1, 'b': 2} {'a': 1, 'b': 2} 2 True 3 {'a': 1, 'b': 2}
# abab
# [0, 1, 2, 3] [1, 2] UserList [0, 1, 2, 3, 9] 4 True [0, 1, 2, 3]
