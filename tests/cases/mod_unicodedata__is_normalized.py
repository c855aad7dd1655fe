import unicodedata

samples = ["", "abc", "caf\u00e9", "cafe\u0301", "\ufb01", "\u212b", "\u00c5",
           "\uac00", "\u1100\u1161", "a\u0301\u0316", "a\u0316\u0301", "\u00bd", "\u0958"]
for s in samples:
    print(ascii(s), [unicodedata.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])

for s in samples:
    for f in ("NFC", "NFD", "NFKC", "NFKD"):
        assert unicodedata.is_normalized(f, s) == (unicodedata.normalize(f, s) == s)
print("consistent")

s = "already normal"
print(unicodedata.normalize("NFC", s) is s)
try:
    unicodedata.is_normalized("NFZ", "a")
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# '' [True, True, True, True]
# 'abc' [True, True, True, True]
# 'caf\xe9' [True, False, True, False]
# 'cafe\u0301' [False, True, False, True]
# '\ufb01' [True, True, False, False]
# '\u212b' [False, False, False, False]
# '\xc5' [True, False, True, False]
# '\uac00' [True, False, True, False]
# '\u1100\u1161' [False, True, False, True]
# 'a\u0301\u0316' [False, False, False, False]
# 'a\u0316\u0301' [False, True, False, True]
# '\xbd' [True, True, False, False]
# '\u0958' [False, False, False, False]
# consistent
# True
# ValueError: invalid normalization form
