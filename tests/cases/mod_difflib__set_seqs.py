import difflib

s = difflib.SequenceMatcher()
print(s.a, s.b, s.ratio())
s.set_seqs("abcd", "bcde")
print(s.get_matching_blocks(), s.ratio())
s.set_seq1("xbcd")
print(s.get_matching_blocks(), s.ratio())
s.set_seq2("xbcq")
print(s.get_opcodes())
s.set_seq1(["a", "b"])
s.set_seq2(["b", "a", "b"])
print(s.get_opcodes(), s.a, s.b)
s = difflib.SequenceMatcher(b="abcabc")
print(s.b2j)
for a in ["abc", "cab", "zzz", "cbacba"]:
    s.set_seq1(a)
    print(a, s.ratio(), s.find_longest_match())

# ---- expected stdout ----
#   1.0
# [Match(a=1, b=0, size=3), Match(a=4, b=4, size=0)] 0.75
# [Match(a=1, b=0, size=3), Match(a=4, b=4, size=0)] 0.75
# [('equal', 0, 3, 0, 3), ('replace', 3, 4, 3, 4)]
# [('insert', 0, 0, 0, 1), ('equal', 0, 2, 1, 3)] ['a', 'b'] ['b', 'a', 'b']
# {'a': [0, 3], 'b': [1, 4], 'c': [2, 5]}
# abc 0.6666666666666666 Match(a=0, b=0, size=3)
# cab 0.6666666666666666 Match(a=0, b=2, size=3)
# zzz 0.0 Match(a=0, b=0, size=0)
# cbacba 0.5 Match(a=0, b=2, size=1)
