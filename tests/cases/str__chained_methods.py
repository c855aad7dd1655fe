s = "  The Quick  Brown Fox  "
words = s.strip().lower().split()
print(words)
print("_".join(words).upper())
print(s.strip().replace(" ", "").swapcase())

# ---- expected stdout ----
# ['the', 'quick', 'brown', 'fox']
# THE_QUICK_BROWN_FOX
# tHEqUICKbROWNfOX
