import difflib

for line in ["\n", "  #   \n", "hello\n", "", "#", "##\n", " # x", "\t\x0b\x0c#\r\n", "\u3000\n"]:
    print(repr(line), difflib.IS_LINE_JUNK(line))
for ch in [" ", "\t", "\n", "x", ""]:
    print(repr(ch), difflib.IS_CHARACTER_JUNK(ch))
print(difflib.IS_CHARACTER_JUNK("x", ws="xyz"))
print(difflib.IS_LINE_JUNK("abc", pat=lambda s: None), difflib.IS_LINE_JUNK("abc", pat=len))
try:
    difflib.IS_LINE_JUNK(5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# '\n' True
# '  #   \n' True
# 'hello\n' False
# '' True
# '#' True
# '##\n' False
# ' # x' False
# '\t\x0b\x0c#\r\n' True
# '\u3000\n' True
# ' ' True
# '\t' True
# '\n' False
# 'x' False
# '' True
# True
# False True
# expected string or bytes-like object, got 'int'
