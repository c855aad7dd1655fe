print("a\tb|", "x\\y", "\x41\u00e9\U0001F600", "\101", "\N{BULLET}", "\N{LATIN SMALL LETTER E WITH ACUTE}")
print(len("\n"), len(r"\n"), r"raw\tstr", len("\\"), len("\0"), "\'\"")

# ---- expected stdout ----
# a	b| x\y Aé😀 A • é
# 1 2 raw\tstr 1 1 '"
