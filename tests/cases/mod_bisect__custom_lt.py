import bisect

class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return self.text

versions = [Version(v) for v in ["1.0", "1.2", "1.10", "2.0"]]
print(bisect.bisect(versions, Version("1.9")), bisect.bisect_left(versions, Version("1.10")))
bisect.insort(versions, Version("1.3"))
print(versions)

# ---- expected stdout ----
# 2 2
# [1.0, 1.2, 1.3, 1.10, 2.0]
