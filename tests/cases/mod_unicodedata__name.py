import unicodedata

for ch in ["a", "Z", " ", "~", "\u00e9", "\u03a9", "\u20ac", "\u2603", "\U0001F600",
           "\ufb01", "\u0301", "\u00ad", "\ufeff", "\U0001D11E", "\u3042"]:
    print(ascii(ch), unicodedata.name(ch))

# Computed names: Hangul syllables and CJK unified ideographs.
for ch in ["\uac00", "\uac01", "\ud7a3", "\ub137", "\u4e00", "\u9fff", "\U00020000", "\U0003134a"]:
    print(ascii(ch), unicodedata.name(ch))

# Stored names ending in the code point.
for ch in ["\uf900", "\U0002fa1d", "\U0001b170", "\U00018b00"]:
    print(ascii(ch), unicodedata.name(ch))

# No name: default, or ValueError.
for ch in ["\x00", "\x7f", "\ue000", "\U00017000", "\U000e0080", "\U0010ffff"]:
    print(ascii(ch), unicodedata.name(ch, None), unicodedata.name(ch, "-"))
try:
    unicodedata.name("\x00")
except ValueError as e:
    print("ValueError:", e)
print(unicodedata.name("\n", 42))

# ---- expected stdout ----
# 'a' LATIN SMALL LETTER A
# 'Z' LATIN CAPITAL LETTER Z
# ' ' SPACE
# '~' TILDE
# '\xe9' LATIN SMALL LETTER E WITH ACUTE
# '\u03a9' GREEK CAPITAL LETTER OMEGA
# '\u20ac' EURO SIGN
# '\u2603' SNOWMAN
# '\U0001f600' GRINNING FACE
# '\ufb01' LATIN SMALL LIGATURE FI
# '\u0301' COMBINING ACUTE ACCENT
# '\xad' SOFT HYPHEN
# '\ufeff' ZERO WIDTH NO-BREAK SPACE
# '\U0001d11e' MUSICAL SYMBOL G CLEF
# '\u3042' HIRAGANA LETTER A
# '\uac00' HANGUL SYLLABLE GA
# '\uac01' HANGUL SYLLABLE GAG
# '\ud7a3' HANGUL SYLLABLE HIH
# '\ub137' HANGUL SYLLABLE NES
# '\u4e00' CJK UNIFIED IDEOGRAPH-4E00
# '\u9fff' CJK UNIFIED IDEOGRAPH-9FFF
# '\U00020000' CJK UNIFIED IDEOGRAPH-20000
# '\U0003134a' CJK UNIFIED IDEOGRAPH-3134A
# '\uf900' CJK COMPATIBILITY IDEOGRAPH-F900
# '\U0002fa1d' CJK COMPATIBILITY IDEOGRAPH-2FA1D
# '\U0001b170' NUSHU CHARACTER-1B170
# '\U00018b00' KHITAN SMALL SCRIPT CHARACTER-18B00
# '\x00' None -
# '\x7f' None -
# '\ue000' None -
# '\U00017000' None -
# '\U000e0080' None -
# '\U0010ffff' None -
# ValueError: no such name
# 42
