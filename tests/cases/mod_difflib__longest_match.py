import difflib

s = difflib.SequenceMatcher(None, " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
print(s.find_longest_match())
print(s.find_longest_match(1, 5, 5))
m = s.find_longest_match(0, 3, 0, 3)
print(m, m.a, m.b, m.size, tuple(m), type(m).__name__)
print(s.find_longest_match(2, 2, 4, 9))
print(s.find_longest_match(0, 5, 9, 9))
# ties: the earliest block of a, then the earliest in b
t = difflib.SequenceMatcher(None, "xyab", "abxy")
print(t.find_longest_match())
print(difflib.SequenceMatcher(None, "aaa", "aaaa").find_longest_match(alo=1, bhi=2))
print(difflib.Match(1, 2, 3) == (1, 2, 3))

# ---- expected stdout ----
# Match(a=0, b=4, size=5)
# Match(a=0, b=4, size=5)
# Match(a=1, b=5, size=4)
# Match(a=1, b=0, size=2) 1 0 2 (1, 0, 2) Match
# Match(a=2, b=4, size=0)
# Match(a=0, b=9, size=0)
# Match(a=0, b=2, size=2)
# Match(a=1, b=0, size=2)
# True
