import copy

class Tags(list):
    pass

class Config(dict):
    pass

class Name(str):
    pass

t = Tags([1, [2]])
t.owner = "me"
t2 = copy.copy(t)
t3 = copy.deepcopy(t)
print(type(t2).__name__, t2, t2.owner, t2[1] is t[1], t3[1] is t[1])
c = Config(a=[1])
c2 = copy.deepcopy(c)
print(type(c2).__name__, c2, c2["a"] is c["a"])
n = Name("abc")
print(type(copy.copy(n)).__name__, copy.copy(n), copy.deepcopy(n).upper())

# ---- expected stdout ----
# Tags [1, [2]] me True False
# Config {'a': [1]} False
# Name abc ABC
