import unicodedata

for s in ["\uac00", "\uac01", "\ud7a3", "\u1100\u1161", "\u1100\u1161\u11a8", "\uac00\u11a8",
          "\uac01\u11a8", "\u1100\u1100\u1161", "\u1161\u11a8", "\u1100\u0300\u1161",
          "\u3131\u314f", "\u1112\u1175\u11c2"]:
    nfc = unicodedata.normalize("NFC", s)
    nfd = unicodedata.normalize("NFD", s)
    nfkc = unicodedata.normalize("NFKC", s)
    print(ascii(s), ascii(nfc), ascii(nfd), ascii(nfkc))

# Every syllable decomposes and recomposes.
ok = True
for cp in range(0xAC00, 0xD7A4, 97):
    ch = chr(cp)
    d = unicodedata.normalize("NFD", ch)
    ok = ok and len(d) in (2, 3) and unicodedata.normalize("NFC", d) == ch
print(ok)
print(unicodedata.decomposition("\uac00"), repr(unicodedata.decomposition("\u1100")))

# ---- expected stdout ----
# '\uac00' '\uac00' '\u1100\u1161' '\uac00'
# '\uac01' '\uac01' '\u1100\u1161\u11a8' '\uac01'
# '\ud7a3' '\ud7a3' '\u1112\u1175\u11c2' '\ud7a3'
# '\u1100\u1161' '\uac00' '\u1100\u1161' '\uac00'
# '\u1100\u1161\u11a8' '\uac01' '\u1100\u1161\u11a8' '\uac01'
# '\uac00\u11a8' '\uac01' '\u1100\u1161\u11a8' '\uac01'
# '\uac01\u11a8' '\uac01\u11a8' '\u1100\u1161\u11a8\u11a8' '\uac01\u11a8'
# '\u1100\u1100\u1161' '\u1100\uac00' '\u1100\u1100\u1161' '\u1100\uac00'
# '\u1161\u11a8' '\u1161\u11a8' '\u1161\u11a8' '\u1161\u11a8'
# '\u1100\u0300\u1161' '\u1100\u0300\u1161' '\u1100\u0300\u1161' '\u1100\u0300\u1161'
# '\u3131\u314f' '\u3131\u314f' '\u3131\u314f' '\uac00'
# '\u1112\u1175\u11c2' '\ud7a3' '\u1112\u1175\u11c2' '\ud7a3'
# True
#  ''
