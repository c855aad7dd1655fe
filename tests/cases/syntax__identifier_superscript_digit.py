# A superscript digit is Numeric but not XID_Continue: CPython rejects it in a name.
print("never printed")
x² = 1

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid character '²' (U+00B2)
