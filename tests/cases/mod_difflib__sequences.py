import difflib

# any sequences of hashable elements
print(difflib.SequenceMatcher(None, (1, 2, 3, 4), (2, 3, 5, 4)).get_opcodes())
print(difflib.SequenceMatcher(None, [(1, 2), (3, 4)], [(3, 4), (1, 2)]).get_matching_blocks())
print(difflib.SequenceMatcher(None, ["one", "two"], ["one", "three", "two"]).get_opcodes())
print(difflib.SequenceMatcher(None, b"hello", b"help").get_opcodes())
print(difflib.SequenceMatcher(None, range(10), range(5, 15)).get_matching_blocks())
# equal values of different types match (1 == 1.0 == True)
print(difflib.SequenceMatcher(None, [1, 2.0, True], [1.0, 2, 1]).get_matching_blocks())
# a str against a list of its characters
print(difflib.SequenceMatcher(None, "abc", ["a", "b", "c"]).ratio())
print(difflib.SequenceMatcher(None, "héllo wörld", "hello world").get_opcodes())
print(difflib.SequenceMatcher(None, "", "").get_matching_blocks())
print(difflib.SequenceMatcher(None, [], [1]).get_opcodes())

# ---- expected stdout ----
# [('delete', 0, 1, 0, 0), ('equal', 1, 3, 0, 2), ('insert', 3, 3, 2, 3), ('equal', 3, 4, 3, 4)]
# [Match(a=0, b=1, size=1), Match(a=2, b=2, size=0)]
# [('equal', 0, 1, 0, 1), ('insert', 1, 1, 1, 2), ('equal', 1, 2, 2, 3)]
# [('equal', 0, 3, 0, 3), ('replace', 3, 5, 3, 4)]
# [Match(a=5, b=0, size=5), Match(a=10, b=10, size=0)]
# [Match(a=0, b=0, size=3), Match(a=3, b=3, size=0)]
# 1.0
# [('equal', 0, 1, 0, 1), ('replace', 1, 2, 1, 2), ('equal', 2, 7, 2, 7), ('replace', 7, 8, 7, 8), ('equal', 8, 11, 8, 11)]
# [Match(a=0, b=0, size=0)]
# [('insert', 0, 0, 0, 1)]
