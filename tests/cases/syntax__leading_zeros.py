print("never printed")
mode = 0755

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers
