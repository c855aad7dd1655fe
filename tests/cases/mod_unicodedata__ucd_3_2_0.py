# unicodedata.ucd_3_2_0: the Unicode 3.2.0 database CPython keeps for IDNA.
import hashlib
import unicodedata

old = unicodedata.ucd_3_2_0
print(old.unidata_version, type(old).__name__, type(old) is unicodedata.UCD, unicodedata.UCD.__name__)
print(repr(unicodedata.UCD)[:24])

def props(db, c):
    return (db.category(c), db.bidirectional(c), db.east_asian_width(c), db.mirrored(c), db.combining(c),
            db.decomposition(c), db.decimal(c, None), db.digit(c, None), db.numeric(c, None), db.name(c, None))

# Characters that changed since 3.2.0, and some that were not assigned then.
for cp in [0x2B, 0xA7, 0xAD, 0xB2, 0x1369, 0x1B05, 0x1B06, 0x1B50, 0x9FA5, 0x9FA6, 0x2F868, 0x20000, 0x2B740, 0xE0001]:
    c = chr(cp)
    print(hex(cp), props(old, c), props(old, c) == props(unicodedata, c))

digest = hashlib.sha256()
for cp in list(range(0, 0x30000, 13)) + list(range(0xE0000, 0xE0200, 3)):
    if 0xD800 <= cp < 0xE000:
        continue
    digest.update(repr(props(old, chr(cp))).encode())
print(digest.hexdigest())

for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    for s in ["\u2f868", "\U0002F868\u0301", "\u1b05\u1b35", "\u1b06", "\u00c5\uac00", "e\u0301\u0327"]:
        print(form, [hex(ord(x)) for x in old.normalize(form, s)], old.is_normalized(form, s))

for name in ["LATIN SMALL LETTER A", "latin small letter a", "BALINESE LETTER AKARA", "LATIN CAPITAL LETTER GHA",
             "LATIN SMALL LETTER R WITH TILDE", "CJK UNIFIED IDEOGRAPH-9FA6", "CJK UNIFIED IDEOGRAPH-4E00",
             "HANGUL SYLLABLE GA", "CJK UNIFIED IDEOGRAPH-2B740"]:
    try:
        print(name, [hex(ord(x)) for x in old.lookup(name)])
    except KeyError as e:
        print(name, "KeyError", e)

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ": " + str(e))

attempt(lambda: unicodedata.UCD())
attempt(lambda: type("X", (unicodedata.UCD,), {}))
attempt(lambda: old.category())
attempt(lambda: old.category("a", x=1))
attempt(lambda: old.category(1))
attempt(lambda: old.name("ab"))
attempt(lambda: old.normalize("X", "a"))
attempt(lambda: unicodedata.UCD.category("a"))
attempt(lambda: unicodedata.UCD.category(old, "a"))
attempt(lambda: old.decimal("x"))
attempt(lambda: old.numeric("\u00bd"))

# ---- expected stdout ----
# 3.2.0 UCD True UCD
# <class 'unicodedata.UCD'
# 0x2b ('Sm', 'ET', 'Na', 0, 0, '', None, None, None, 'PLUS SIGN') False
# 0xa7 ('So', 'ON', 'A', 0, 0, '', None, None, None, 'SECTION SIGN') False
# 0xad ('Pd', 'ON', 'A', 0, 0, '', None, None, None, 'SOFT HYPHEN') False
# 0xb2 ('No', 'EN', 'A', 0, 0, '<super> 0032', 2, 2, 2.0, 'SUPERSCRIPT TWO') False
# 0x1369 ('Nd', 'L', 'N', 0, 0, '', 1, 1, 1.0, 'ETHIOPIC DIGIT ONE') False
# 0x1b05 ('Cn', '', 'F', 0, 0, '', None, None, None, None) False
# 0x1b06 ('Cn', '', 'F', 0, 0, '', None, None, None, None) False
# 0x1b50 ('Cn', '', 'F', 0, 0, '', None, 0, None, None) False
# 0x9fa5 ('Lo', 'L', 'W', 0, 0, '', None, None, None, 'CJK UNIFIED IDEOGRAPH-9FA5') True
# 0x9fa6 ('Cn', '', 'F', 0, 0, '', None, None, None, None) False
# 0x2f868 ('Lo', 'L', 'W', 0, 0, '36FC', None, None, None, 'CJK COMPATIBILITY IDEOGRAPH-2F868') True
# 0x20000 ('Lo', 'L', 'W', 0, 0, '', None, None, None, 'CJK UNIFIED IDEOGRAPH-20000') True
# 0x2b740 ('Cn', '', 'F', 0, 0, '', None, None, None, None) False
# 0xe0001 ('Cf', 'BN', 'N', 0, 0, '', None, None, None, 'LANGUAGE TAG') True
# 53eab5bc5a2343cb97e483938384adfba92f57706b180d79e03086792ab78f8f
# NFC ['0x2f86', '0x38'] True
# NFC ['0x2136a', '0x301'] False
# NFC ['0x1b06'] False
# NFC ['0x1b06'] True
# NFC ['0xc5', '0xac00'] True
# NFC ['0x229', '0x301'] False
# NFD ['0x2f86', '0x38'] True
# NFD ['0x2136a', '0x301'] False
# NFD ['0x1b05', '0x1b35'] True
# NFD ['0x1b06'] True
# NFD ['0x41', '0x30a', '0x1100', '0x1161'] False
# NFD ['0x65', '0x327', '0x301'] False
# NFKC ['0x820c', '0x38'] False
# NFKC ['0x2136a', '0x301'] False
# NFKC ['0x1b06'] False
# NFKC ['0x1b06'] True
# NFKC ['0xc5', '0xac00'] True
# NFKC ['0x229', '0x301'] False
# NFKD ['0x820c', '0x38'] False
# NFKD ['0x2136a', '0x301'] False
# NFKD ['0x1b05', '0x1b35'] True
# NFKD ['0x1b06'] True
# NFKD ['0x41', '0x30a', '0x1100', '0x1161'] False
# NFKD ['0x65', '0x327', '0x301'] False
# LATIN SMALL LETTER A ['0x61']
# latin small letter a ['0x61']
# BALINESE LETTER AKARA KeyError "undefined character name 'BALINESE LETTER AKARA'"
# LATIN CAPITAL LETTER GHA KeyError "undefined character name 'LATIN CAPITAL LETTER GHA'"
# LATIN SMALL LETTER R WITH TILDE KeyError "undefined character name 'LATIN SMALL LETTER R WITH TILDE'"
# CJK UNIFIED IDEOGRAPH-9FA6 ['0x9fa6']
# CJK UNIFIED IDEOGRAPH-4E00 ['0x4e00']
# HANGUL SYLLABLE GA ['0xac00']
# CJK UNIFIED IDEOGRAPH-2B740 ['0x2b740']
# TypeError: cannot create 'unicodedata.UCD' instances
# TypeError: type 'unicodedata.UCD' is not an acceptable base type
# TypeError: UCD.category() takes exactly one argument (0 given)
# TypeError: UCD.category() takes no keyword arguments
# TypeError: category() argument must be a unicode character, not int
# TypeError: name() argument 1 must be a unicode character, not str
# ValueError: invalid normalization form
# TypeError: descriptor 'category' for 'unicodedata.UCD' objects doesn't apply to a 'str' object
# 'Ll'
# ValueError: not a decimal
# 0.5
