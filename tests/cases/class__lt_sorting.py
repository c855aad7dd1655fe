class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return ".".join(map(str, self.parts))
vs = [Version("1.10"), Version("1.2"), Version("0.9.9")]
print(sorted(vs), max(vs), min(vs))
print(Version("2.0") > Version("1.0"))

# ---- expected stdout ----
# [0.9.9, 1.2, 1.10] 1.10 0.9.9
# True
