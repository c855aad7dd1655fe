import difflib


class Key:
    """Equal when the last digits agree."""
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, Key) and self.v % 10 == other.v % 10
    def __hash__(self):
        return hash(self.v % 10)
    def __repr__(self):
        return "Key(%d)" % self.v


a = [Key(i) for i in [1, 2, 3, 14, 5]]
b = [Key(i) for i in [11, 3, 13, 4, 25]]
s = difflib.SequenceMatcher(None, a, b)
print(s.get_opcodes(), s.ratio(), s.quick_ratio())
print(s.b2j)


def failing(x):
    raise RuntimeError("junk check failed on %r" % x)


try:
    difflib.SequenceMatcher(failing, "ab", "cd")
except RuntimeError as e:
    print(e)


class Matcher(difflib.SequenceMatcher):
    def describe(self):
        return "%s %.3f" % (type(self).__name__, self.ratio())


m = Matcher(None, "abc", "abd")
print(m.describe(), isinstance(m, difflib.SequenceMatcher))
print(list(difflib.Differ().compare("abc", "abd")))
print(list(difflib.unified_diff("abc", "abd", lineterm="")))

# ---- expected stdout ----
# [('equal', 0, 1, 0, 1), ('replace', 1, 2, 1, 2), ('equal', 2, 5, 2, 5)] 0.8 0.8
# {Key(11): [0], Key(3): [1, 2], Key(4): [3], Key(25): [4]}
# junk check failed on 'c'
# Matcher 0.667 True
# ['  a', '  b', '- c', '+ d']
# ['--- ', '+++ ', '@@ -1,3 +1,3 @@', ' a', ' b', '-c', '+d']
