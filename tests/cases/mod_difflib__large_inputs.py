import difflib

# long sequences: the native matcher gives CPython's blocks
a = [("line %d\n" % (i * 7 % 101)) for i in range(3000)]
b = a[:1000] + ["inserted\n"] * 5 + a[1200:2900] + a[:50]
s = difflib.SequenceMatcher(None, a, b)
blocks = s.get_matching_blocks()
print(len(blocks), blocks[:4], blocks[-3:])
print(round(s.ratio(), 6), round(s.quick_ratio(), 6))
print(len(s.get_opcodes()), s.get_opcodes()[:3])
print(sorted(s.bpopular)[:3], len(s.bpopular))
text_a = "".join(chr(97 + (i * i) % 26) for i in range(5000))
text_b = text_a[:2000] + "XYZ" + text_a[2100:]
t = difflib.SequenceMatcher(None, text_a, text_b)
print(t.get_opcodes()[:5], len(t.get_opcodes()))
print(round(difflib.SequenceMatcher(None, text_a, text_b, autojunk=False).ratio(), 6))
diff = list(difflib.unified_diff(a[:300], b[:300]))
print(len(diff), diff[:4])

# ---- expected stdout ----
# 4 [Match(a=0, b=0, size=89), Match(a=89, b=1005, size=1700), Match(a=1818, b=2705, size=50), Match(a=3000, b=2755, size=0)] [Match(a=89, b=1005, size=1700), Match(a=1818, b=2705, size=50), Match(a=3000, b=2755, size=0)]
# 0.639096 0.955691
# 6 [('equal', 0, 89, 0, 89), ('insert', 89, 89, 89, 1005), ('equal', 89, 1789, 1005, 2705)]
# [] 0
# [('equal', 0, 2000, 0, 2000), ('replace', 2000, 5000, 2000, 4903)] 2
# 0.58972
# 0 []
