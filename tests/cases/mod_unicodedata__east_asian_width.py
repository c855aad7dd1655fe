import unicodedata

for ch in "aA1 \u00a1\u00b1\u00e9\u0391\u0410\u1100\u20a9\u2460\u3000\u3042\u30a2\u4e00\uac00\uff21\uff71\uffe0\ufffd\U0001F600\U00020000\ue000":
    print(ascii(ch), unicodedata.east_asian_width(ch))
for cp in [0x0378, 0x3400, 0x4DC0, 0xFFFF, 0x2FFFD, 0x3FFFD, 0x10FFFF, 0xE0001]:
    print(hex(cp), unicodedata.east_asian_width(chr(cp)))

counts = {}
for cp in range(0x10000):
    if 0xD800 <= cp < 0xE000:
        continue
    w = unicodedata.east_asian_width(chr(cp))
    counts[w] = counts.get(w, 0) + 1
for w in sorted(counts):
    print(w, counts[w])

# ---- expected stdout ----
# 'a' Na
# 'A' Na
# '1' Na
# ' ' Na
# '\xa1' A
# '\xb1' A
# '\xe9' A
# '\u0391' A
# '\u0410' A
# '\u1100' W
# '\u20a9' H
# '\u2460' A
# '\u3000' F
# '\u3042' W
# '\u30a2' W
# '\u4e00' W
# '\uac00' W
# '\uff21' F
# '\uff71' H
# '\uffe0' F
# '\ufffd' A
# '\U0001f600' W
# '\U00020000' W
# '\ue000' A
# 0x378 F
# 0x3400 W
# 0x4dc0 N
# 0xffff F
# 0x2fffd F
# 0x3fffd F
# 0x10ffff F
# 0xe0001 N
# A 7282
# F 1560
# H 123
# N 12377
# Na 111
# W 42035
