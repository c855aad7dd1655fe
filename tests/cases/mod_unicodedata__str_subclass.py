import unicodedata

class S(str):
    pass

print(unicodedata.category(S("a")), unicodedata.name(S("\u00e9")))
print(unicodedata.numeric(S("\u00bd")), ascii(unicodedata.lookup(S("NULL"))))
print(ascii(unicodedata.normalize(S("NFD"), S("\u00e9"))))
r = unicodedata.normalize("NFD", S("\u00e9"))
print(type(r).__name__)
try:
    unicodedata.name(S("ab"))
except TypeError as e:
    print("TypeError:", e)
try:
    unicodedata.category(S(""))
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# Ll LATIN SMALL LETTER E WITH ACUTE
# 0.5 '\x00'
# 'e\u0301'
# str
# TypeError: name() argument 1 must be a unicode character, not S
# TypeError: category() argument must be a unicode character, not S
