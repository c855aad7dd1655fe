import difflib

calls = []
def isjunk(x):
    calls.append(x)
    return x in " \t"

s = difflib.SequenceMatcher(isjunk, "a b c d", "a  b\tc  d")
print(calls)
print(sorted(s.bjunk), sorted(s.bpopular))
print(s.get_matching_blocks())
print(s.ratio(), s.quick_ratio())
print(s.b2j)
# a junk element is never the start of a match, but matches extend over equal junk
t = difflib.SequenceMatcher(lambda x: x == " ", " abcd", "abcd abcd")
print(t.find_longest_match(0, 5, 0, 9))
t = difflib.SequenceMatcher(lambda x: x == "x", "axxb", "axxb")
print(t.get_matching_blocks(), t.find_longest_match())
t = difflib.SequenceMatcher(lambda x: True, "abc", "abc")
print(t.get_matching_blocks(), t.ratio())
print(difflib.SequenceMatcher(difflib.IS_CHARACTER_JUNK, "x  y", "x\ty").get_opcodes())

# ---- expected stdout ----
# ['a', ' ', 'b', '\t', 'c', 'd']
# ['\t', ' '] []
# [Match(a=0, b=0, size=2), Match(a=2, b=3, size=1), Match(a=4, b=5, size=2), Match(a=6, b=8, size=1), Match(a=7, b=9, size=0)]
# 0.75 0.875
# {'a': [0], 'b': [3], 'c': [5], 'd': [8]}
# Match(a=1, b=0, size=4)
# [Match(a=0, b=0, size=4), Match(a=4, b=4, size=0)] Match(a=0, b=0, size=3)
# [Match(a=0, b=0, size=3), Match(a=3, b=3, size=0)] 1.0
# [('equal', 0, 1, 0, 1), ('replace', 1, 3, 1, 2), ('equal', 3, 4, 2, 3)]
