class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k
    def __hash__(self):
        return hash(self.k)
d = {Key(1): "one"}
print(d[Key(1)], Key(1) == Key(1), Key(1) != Key(2), Key(1) == 1, len({Key(2), Key(2)}))

# ---- expected stdout ----
# one True True False 1
