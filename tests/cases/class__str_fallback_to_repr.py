class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"
class OnlyStr:
    def __str__(self):
        return "only-str"
print(str(OnlyRepr()), OnlyStr(), [OnlyStr()][0].__str__())
print(repr(OnlyStr()).startswith("<__main__.OnlyStr object"))

# ---- expected stdout ----
# <OnlyRepr> only-str only-str
# True
