import unicodedata

samples = "aA1 +-#%,.:/\t\n\u05d0\u0627\u0661\u06f1\u0300\u200b\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u00a0()\u00ad\x1c\x1f"
for ch in samples:
    print(ascii(ch), repr(unicodedata.bidirectional(ch)))
for cp in [0x0378, 0xFFFF, 0x10FFFF, 0xE0001, 0x1E900, 0x10800]:
    print(hex(cp), repr(unicodedata.bidirectional(chr(cp))))

counts = {}
for cp in range(0x3000):
    b = unicodedata.bidirectional(chr(cp))
    counts[b] = counts.get(b, 0) + 1
for b in sorted(counts):
    print(repr(b), counts[b])

# ---- expected stdout ----
# 'a' 'L'
# 'A' 'L'
# '1' 'EN'
# ' ' 'WS'
# '+' 'ES'
# '-' 'ES'
# '#' 'ET'
# '%' 'ET'
# ',' 'CS'
# '.' 'CS'
# ':' 'CS'
# '/' 'CS'
# '\t' 'S'
# '\n' 'B'
# '\u05d0' 'R'
# '\u0627' 'AL'
# '\u0661' 'AN'
# '\u06f1' 'EN'
# '\u0300' 'NSM'
# '\u200b' 'BN'
# '\u200e' 'L'
# '\u200f' 'R'
# '\u202a' 'LRE'
# '\u202b' 'RLE'
# '\u202c' 'PDF'
# '\u202d' 'LRO'
# '\u202e' 'RLO'
# '\u2066' 'LRI'
# '\u2067' 'RLI'
# '\u2068' 'FSI'
# '\u2069' 'PDI'
# '\xa0' 'CS'
# '(' 'ON'
# ')' 'ON'
# '\xad' 'BN'
# '\x1c' 'B'
# '\x1f' 'S'
# 0x378 ''
# 0xffff ''
# 0x10ffff ''
# 0xe0001 'BN'
# 0x1e900 'R'
# 0x10800 'R'
# '' 1057
# 'AL' 385
# 'AN' 22
# 'B' 7
# 'BN' 71
# 'CS' 8
# 'EN' 60
# 'ES' 7
# 'ET' 60
# 'FSI' 1
# 'L' 6509
# 'LRE' 1
# 'LRI' 1
# 'LRO' 1
# 'NSM' 933
# 'ON' 2989
# 'PDF' 1
# 'PDI' 1
# 'R' 152
# 'RLE' 1
# 'RLI' 1
# 'RLO' 1
# 'S' 3
# 'WS' 16
