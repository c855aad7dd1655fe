import difflib

# With len(b) >= 200, elements seen more than len(b) // 100 + 1 times are "popular".
b = "ab" * 150 + "xyz"
a = "xyz" + "ab" * 10
s = difflib.SequenceMatcher(None, a, b)
print(sorted(s.bpopular), len(s.b2j), sorted(s.b2j))
print(s.get_matching_blocks())
print(s.ratio())
s2 = difflib.SequenceMatcher(None, a, b, autojunk=False)
print(sorted(s2.bpopular), s2.get_matching_blocks()[:3], s2.ratio())
# 199 elements: no autojunk
c = "ab" * 99 + "x"
print(sorted(difflib.SequenceMatcher(None, "ab", c).bpopular))
print(sorted(difflib.SequenceMatcher(None, "ab", c + "y").bpopular))
# popular lines: matches still extend over them
lines = ["same\n"] * 250 + ["end\n"]
other = ["start\n"] + ["same\n"] * 10 + ["end\n"]
m = difflib.SequenceMatcher(None, other, lines)
print(sorted(m.bpopular), m.get_matching_blocks())
print(m.get_opcodes())

# ---- expected stdout ----
# ['a', 'b'] 3 ['x', 'y', 'z']
# [Match(a=0, b=300, size=3), Match(a=23, b=303, size=0)]
# 0.018404907975460124
# [] [Match(a=3, b=0, size=20), Match(a=23, b=303, size=0)] 0.12269938650306748
# []
# ['a', 'b']
# ['same\n'] [Match(a=1, b=240, size=11), Match(a=12, b=251, size=0)]
# [('replace', 0, 1, 0, 240), ('equal', 1, 12, 240, 251)]
