import unicodedata

for ch in "a\u00c0\u00e9\u00c5\u212b\u2126\u00bd\u00b2\u2082\ufb01\u1e9b\u01c4\u0958\u3300\u33a1\uff21\uff71\ufdfa\u2460\u00a0\ufe8d\ufe8e\ufe91\ufe92\U0001d400\U0002f800\uac00\u4e00\u0301":
    print(ascii(ch), repr(unicodedata.decomposition(ch)))

tags = {}
for cp in range(0x10000):
    if 0xD800 <= cp < 0xE000:
        continue
    d = unicodedata.decomposition(chr(cp))
    if d:
        tag = d.split()[0] if d.startswith("<") else "(canonical)"
        tags[tag] = tags.get(tag, 0) + 1
for t in sorted(tags):
    print(t, tags[t])

# ---- expected stdout ----
# 'a' ''
# '\xc0' '0041 0300'
# '\xe9' '0065 0301'
# '\xc5' '0041 030A'
# '\u212b' '00C5'
# '\u2126' '03A9'
# '\xbd' '<fraction> 0031 2044 0032'
# '\xb2' '<super> 0032'
# '\u2082' '<sub> 0032'
# '\ufb01' '<compat> 0066 0069'
# '\u1e9b' '017F 0307'
# '\u01c4' '<compat> 0044 017D'
# '\u0958' '0915 093C'
# '\u3300' '<square> 30A2 30D1 30FC 30C8'
# '\u33a1' '<square> 006D 00B2'
# '\uff21' '<wide> 0041'
# '\uff71' '<narrow> 30A2'
# '\ufdfa' '<isolated> 0635 0644 0649 0020 0627 0644 0644 0647 0020 0639 0644 064A 0647 0020 0648 0633 0644 0645'
# '\u2460' '<circle> 0031'
# '\xa0' '<noBreak> 0020'
# '\ufe8d' '<isolated> 0627'
# '\ufe8e' '<final> 0627'
# '\ufe91' '<initial> 0628'
# '\ufe92' '<medial> 0628'
# '\U0001d400' '<font> 0041'
# '\U0002f800' '4E3D'
# '\uac00' ''
# '\u4e00' ''
# '\u0301' ''
# (canonical) 1493
# <circle> 234
# <compat> 673
# <final> 240
# <font> 47
# <fraction> 20
# <initial> 171
# <isolated> 238
# <medial> 82
# <narrow> 122
# <noBreak> 5
# <small> 26
# <square> 206
# <sub> 38
# <super> 154
# <vertical> 35
# <wide> 104
