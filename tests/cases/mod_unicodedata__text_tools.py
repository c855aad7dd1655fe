import unicodedata

def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s)
                   if unicodedata.category(c) != "Mn")

def display_width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0
               if unicodedata.combining(c) else 1 for c in s)

for s in ["Cr\u00e8me Br\u00fbl\u00e9e", "\u00c5ngstr\u00f6m", "na\u00efve fa\u00e7ade", "Z\u00fcrich"]:
    print(strip_accents(s))
for s in ["hello", "\u3053\u3093\u306b\u3061\u306f", "\uff28\uff49", "e\u0301t\u00e9"]:
    print(ascii(s), display_width(s))

# Casefold + NFKC, as for caseless matching of identifiers.
def key(s):
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", s).casefold())
print(key("\ufb01LE") == key("file"), key("Stra\u00dfe") == key("STRASSE"))
print([unicodedata.name(c) for c in "\u2167\u00bd"])

# ---- expected stdout ----
# Creme Brulee
# Angstrom
# naive facade
# Zurich
# 'hello' 5
# '\u3053\u3093\u306b\u3061\u306f' 10
# '\uff28\uff49' 4
# 'e\u0301t\xe9' 3
# True True
# ['ROMAN NUMERAL EIGHT', 'VULGAR FRACTION ONE HALF']
