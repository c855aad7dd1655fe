import difflib

s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.get_matching_blocks())
print(difflib.SequenceMatcher(None, "qabxcd", "abycdf").get_matching_blocks())
print(difflib.SequenceMatcher(None, "abcd", "abcd").get_matching_blocks())
print(difflib.SequenceMatcher(None, "abc", "xyz").get_matching_blocks())
blocks = difflib.SequenceMatcher(None, "the quick brown fox", "the quack brown box").get_matching_blocks()
for b in blocks:
    print(b.a, b.b, b.size)
# cached: the same list object comes back
print(s.get_matching_blocks() is s.get_matching_blocks())

# ---- expected stdout ----
# [Match(a=0, b=0, size=2), Match(a=3, b=2, size=2), Match(a=5, b=4, size=0)]
# [Match(a=1, b=0, size=2), Match(a=4, b=3, size=2), Match(a=6, b=6, size=0)]
# [Match(a=0, b=0, size=4), Match(a=4, b=4, size=0)]
# [Match(a=3, b=3, size=0)]
# 0 0 6
# 7 7 9
# 17 17 2
# 19 19 0
# True
