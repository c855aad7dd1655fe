import unicodedata

for n in ["LATIN SMALL LETTER A", "latin small letter sharp s", "Greek Capital Letter Omega",
          "EURO SIGN", "SNOWMAN", "GRINNING FACE", "MUSICAL SYMBOL G CLEF",
          "HANGUL SYLLABLE GA", "HANGUL SYLLABLE HIH", "HANGUL SYLLABLE A",
          "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-20000",
          "CJK COMPATIBILITY IDEOGRAPH-F900", "cjk compatibility ideograph-f900",
          "NUSHU CHARACTER-1B170"]:
    print(n, ascii(unicodedata.lookup(n)))

# Formal aliases (control codes, corrections, abbreviations).
for n in ["NULL", "LINE FEED", "LF", "NBSP", "BYTE ORDER MARK", "ZWJ",
          "LATIN CAPITAL LETTER GHA", "zero width no-break space"]:
    print(n, ascii(unicodedata.lookup(n)))

# Named sequences.
for n in ["LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", "KEYCAP DIGIT ONE",
          "TAMIL SYLLABLE KSSA", "latin small letter e with vertical line below"]:
    print(n, ascii(unicodedata.lookup(n)))

# bytes are accepted too.
print(ascii(unicodedata.lookup(b"DIGIT SEVEN")))

# Round trip over a range.
ok = all(unicodedata.lookup(unicodedata.name(chr(cp))) == chr(cp)
         for cp in range(0x20, 0x3000) if unicodedata.name(chr(cp), None))
print(ok)

# ---- expected stdout ----
# LATIN SMALL LETTER A 'a'
# latin small letter sharp s '\xdf'
# Greek Capital Letter Omega '\u03a9'
# EURO SIGN '\u20ac'
# SNOWMAN '\u2603'
# GRINNING FACE '\U0001f600'
# MUSICAL SYMBOL G CLEF '\U0001d11e'
# HANGUL SYLLABLE GA '\uac00'
# HANGUL SYLLABLE HIH '\ud7a3'
# HANGUL SYLLABLE A '\uc544'
# CJK UNIFIED IDEOGRAPH-4E00 '\u4e00'
# CJK UNIFIED IDEOGRAPH-20000 '\U00020000'
# CJK COMPATIBILITY IDEOGRAPH-F900 '\uf900'
# cjk compatibility ideograph-f900 '\uf900'
# NUSHU CHARACTER-1B170 '\U0001b170'
# NULL '\x00'
# LINE FEED '\n'
# LF '\n'
# NBSP '\xa0'
# BYTE ORDER MARK '\ufeff'
# ZWJ '\u200d'
# LATIN CAPITAL LETTER GHA '\u01a2'
# zero width no-break space '\ufeff'
# LATIN CAPITAL LETTER A WITH MACRON AND GRAVE '\u0100\u0300'
# KEYCAP DIGIT ONE '1\ufe0f\u20e3'
# TAMIL SYLLABLE KSSA '\u0b95\u0bcd\u0bb7'
# latin small letter e with vertical line below 'e\u0329'
# '7'
# True
