class Outer:
    class Inner:
        value = 42
        def hi(self):
            return "inner hi"
    def make(self):
        return self.Inner()
print(Outer.Inner.value, Outer().make().hi(), Outer.Inner.__qualname__)

# ---- expected stdout ----
# 42 inner hi Outer.Inner
