import unicodedata

samples = "aZ5 _-()[]{}+<$^`~\u00a9\u00b2\u00bd\u01c5\u02b0\u05d0\u0301\u0903\u20dd\u0660\u2160\u2028\u2029\u00ad\x00\x85\u200b\ue000\ufffd\u00ab\u00bb\u2018\u2019\u3000"
for ch in samples:
    print(ascii(ch), unicodedata.category(ch))
for cp in [0x0378, 0xFFFF, 0x10FFFF, 0xE0001, 0xF0000, 0x1F600, 0x1D400, 0x10400]:
    print(hex(cp), unicodedata.category(chr(cp)))

# Counts per category over the Basic Multilingual Plane (surrogates excluded).
counts = {}
for cp in range(0x10000):
    if 0xD800 <= cp < 0xE000:
        continue
    c = unicodedata.category(chr(cp))
    counts[c] = counts.get(c, 0) + 1
for c in sorted(counts):
    print(c, counts[c])

# ---- expected stdout ----
# 'a' Ll
# 'Z' Lu
# '5' Nd
# ' ' Zs
# '_' Pc
# '-' Pd
# '(' Ps
# ')' Pe
# '[' Ps
# ']' Pe
# '{' Ps
# '}' Pe
# '+' Sm
# '<' Sm
# '$' Sc
# '^' Sk
# '`' Sk
# '~' Sm
# '\xa9' So
# '\xb2' No
# '\xbd' No
# '\u01c5' Lt
# '\u02b0' Lm
# '\u05d0' Lo
# '\u0301' Mn
# '\u0903' Mc
# '\u20dd' Me
# '\u0660' Nd
# '\u2160' Nl
# '\u2028' Zl
# '\u2029' Zp
# '\xad' Cf
# '\x00' Cc
# '\x85' Cc
# '\u200b' Cf
# '\ue000' Co
# '\ufffd' So
# '\xab' Pi
# '\xbb' Pf
# '\u2018' Pi
# '\u2019' Pf
# '\u3000' Zs
# 0x378 Cn
# 0xffff Cn
# 0x10ffff Cn
# 0xe0001 Cf
# 0xf0000 Co
# 0x1f600 So
# 0x1d400 Lu
# 0x10400 Lu
# Cc 65
# Cf 43
# Cn 1456
# Co 6400
# Ll 1445
# Lm 236
# Lo 46126
# Lt 31
# Lu 1127
# Mc 259
# Me 13
# Mn 1064
# Nd 370
# Nl 65
# No 300
# Pc 10
# Pd 25
# Pe 77
# Pf 10
# Pi 12
# Po 412
# Ps 79
# Sc 57
# Sk 120
# Sm 936
# So 2731
# Zl 1
# Zp 1
# Zs 17
