class Cfg:
    defaults = {"a": 1}
    def get(self, k):
        return self.defaults.get(k, type(self).__name__)
class Sub(Cfg):
    defaults = {"b": 2}
print(Cfg().get("a"), Sub().get("a"), Sub().get("b"))

# ---- expected stdout ----
# 1 Sub 2
