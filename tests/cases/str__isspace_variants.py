for s in [" ", "\t\n", "\x0b\x0c", "\u00a0", "\u2003", "a ", ""]:
    print(repr(s), s.isspace())

# ---- expected stdout ----
# ' ' True
# '\t\n' True
# '\x0b\x0c' True
# '\xa0' True
# '\u2003' True
# 'a ' False
# '' False
