class S(str):
    def __eq__(self, o): return True
    def __hash__(self): return 1
d = {S("a"): 1, "b": 2}
print(len(d))
print("xyz".replace(S("y"), S("Q")))
print(S("abc").upper())
