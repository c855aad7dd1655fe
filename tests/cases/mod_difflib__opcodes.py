import difflib

a = "qabxcd"
b = "abycdf"
s = difflib.SequenceMatcher(None, a, b)
for tag, i1, i2, j1, j2 in s.get_opcodes():
    print('{:7}   a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}'.format(tag, i1, i2, j1, j2, a[i1:i2], b[j1:j2]))
print(difflib.SequenceMatcher(None, "private Thread currentThread;",
                              "private volatile Thread currentThread;").get_opcodes())
print(difflib.SequenceMatcher(None, "abc", "").get_opcodes())
print(difflib.SequenceMatcher(None, "", "abc").get_opcodes())
print(difflib.SequenceMatcher(None, "same", "same").get_opcodes())

# ---- expected stdout ----
# delete    a[0:1] --> b[0:0]      'q' --> ''
# equal     a[1:3] --> b[0:2]     'ab' --> 'ab'
# replace   a[3:4] --> b[2:3]      'x' --> 'y'
# equal     a[4:6] --> b[3:5]     'cd' --> 'cd'
# insert    a[6:6] --> b[5:6]       '' --> 'f'
# [('equal', 0, 6, 0, 6), ('insert', 6, 6, 6, 15), ('equal', 6, 29, 15, 38)]
# [('delete', 0, 3, 0, 0)]
# [('insert', 0, 0, 0, 3)]
# [('equal', 0, 4, 0, 4)]
