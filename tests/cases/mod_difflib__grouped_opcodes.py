import difflib

a = list(map(str, range(1, 40)))
b = a[:]
b[8:8] = ['i']
b[20] += 'x'
b[23:28] = []
b[30] += 'y'
s = difflib.SequenceMatcher(None, a, b)
for group in s.get_grouped_opcodes():
    print(group)
for group in s.get_grouped_opcodes(1):
    print(group)
# like CPython, grouping trims the cached opcode list's first and last entries
print(s.get_opcodes()[0], s.get_opcodes()[-1])
print(list(difflib.SequenceMatcher(None, "", "").get_grouped_opcodes()))
print(list(difflib.SequenceMatcher(None, "abc", "abc").get_grouped_opcodes()))
print(list(difflib.SequenceMatcher(None, "abcdefgh", "abXdefgh").get_grouped_opcodes(0)))

# ---- expected stdout ----
# [('equal', 5, 8, 5, 8), ('insert', 8, 8, 8, 9), ('equal', 8, 11, 9, 12)]
# [('equal', 16, 19, 17, 20), ('replace', 19, 20, 20, 21), ('equal', 20, 22, 21, 23), ('delete', 22, 27, 23, 23), ('equal', 27, 30, 23, 26)]
# [('equal', 31, 34, 27, 30), ('replace', 34, 35, 30, 31), ('equal', 35, 38, 31, 34)]
# [('equal', 7, 8, 7, 8), ('insert', 8, 8, 8, 9), ('equal', 8, 9, 9, 10)]
# [('equal', 18, 19, 19, 20), ('replace', 19, 20, 20, 21), ('equal', 20, 22, 21, 23), ('delete', 22, 27, 23, 23), ('equal', 27, 28, 23, 24)]
# [('equal', 33, 34, 29, 30), ('replace', 34, 35, 30, 31), ('equal', 35, 36, 31, 32)]
# ('equal', 7, 8, 7, 8) ('equal', 35, 36, 31, 32)
# []
# []
# [[('equal', 2, 2, 2, 2), ('replace', 2, 3, 2, 3), ('equal', 3, 3, 3, 3)]]
