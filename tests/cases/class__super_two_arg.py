class Base:
    def hello(self):
        return "base"
class Mid(Base):
    def hello(self):
        return "mid"
class Leaf(Mid):
    def hello(self):
        return super(Mid, self).hello() + "/" + super(Leaf, self).hello()
print(Leaf().hello())

# ---- expected stdout ----
# base/mid
