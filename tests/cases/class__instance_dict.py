class P:
    kind = "k"
    def __init__(self):
        self.a = 1
        self.b = 2
p = P()
print(p.__dict__, "kind" in p.__dict__, P.kind)
p.__dict__["c"] = 3
print(p.c)

# ---- expected stdout ----
# {'a': 1, 'b': 2} False k
# 3
