print("never printed")
x = 1 + 2

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid non-printable character U+00A0
