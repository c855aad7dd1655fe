import unicodedata

for ch in "07\u0660\u06f9\u0967\uff15\U0001d7ce\u00b2\u2460\u2789\u00bd\u2155\u215f\u2160\u216f\u3007\u4e00\u4e07\u5146\U00012432\u0f33\u2cfd\ua830a":
    print(ascii(ch), unicodedata.decimal(ch, None), unicodedata.digit(ch, None), unicodedata.numeric(ch, None))

for f, msg in [(unicodedata.decimal, "decimal"), (unicodedata.digit, "digit"), (unicodedata.numeric, "numeric")]:
    for ch in ["x", "\u00b2", "\u00bd"]:
        try:
            print(msg, ascii(ch), f(ch))
        except ValueError as e:
            print(msg, ascii(ch), "ValueError:", e)
    print(f("x", "default"), f("x", 0))

print(sum(unicodedata.numeric(chr(cp), 0) for cp in range(0x2150, 0x2190)))
print(sum(1 for cp in range(0x20000)
          if not 0xD800 <= cp < 0xE000 and unicodedata.decimal(chr(cp), None) is not None))
print(type(unicodedata.numeric("1")).__name__, type(unicodedata.digit("1")).__name__)

# ---- expected stdout ----
# '0' 0 0 0.0
# '7' 7 7 7.0
# '\u0660' 0 0 0.0
# '\u06f9' 9 9 9.0
# '\u0967' 1 1 1.0
# '\uff15' 5 5 5.0
# '\U0001d7ce' 0 0 0.0
# '\xb2' None 2 2.0
# '\u2460' None 1 1.0
# '\u2789' None None 10.0
# '\xbd' None None 0.5
# '\u2155' None None 0.2
# '\u215f' None None 1.0
# '\u2160' None None 1.0
# '\u216f' None None 1000.0
# '\u3007' None None 0.0
# '\u4e00' None None 1.0
# '\u4e07' None None 10000.0
# '\u5146' None None 1000000000000.0
# '\U00012432' None None 216000.0
# '\u0f33' None None -0.5
# '\u2cfd' None None 0.5
# '\ua830' None None 0.25
# 'a' None None None
# decimal 'x' ValueError: not a decimal
# decimal '\xb2' ValueError: not a decimal
# decimal '\xbd' ValueError: not a decimal
# default 0
# digit 'x' ValueError: not a digit
# digit '\xb2' 2
# digit '\xbd' ValueError: not a digit
# default 0
# numeric 'x' ValueError: not a numeric character
# numeric '\xb2' 2.0
# numeric '\xbd' 0.5
# default 0
# 169519.35396825397
# 660
# float int
