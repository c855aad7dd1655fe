import unicodedata

print(unicodedata.unidata_version)
names = ["bidirectional", "category", "combining", "decimal", "decomposition", "digit",
         "east_asian_width", "is_normalized", "lookup", "mirrored", "name", "normalize",
         "numeric"]
print(all(callable(getattr(unicodedata, n)) for n in names))
print(unicodedata.name.__name__, unicodedata.normalize.__name__)
from unicodedata import name, lookup
print(name(lookup("SNAKE")))
print(ascii("\N{EM DASH}"), unicodedata.name("\N{EM DASH}"))

# ---- expected stdout ----
# 14.0.0
# True
# name normalize
# SNAKE
# '\u2014' EM DASH
