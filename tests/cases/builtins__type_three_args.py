Dyn = type("Dyn", (object,), {"x": 5, "hello": lambda self: "hi " + str(self.x)})
d = Dyn()
print(Dyn.__name__, d.x, d.hello(), isinstance(d, Dyn))

# ---- expected stdout ----
# Dyn 5 hi 5 True
