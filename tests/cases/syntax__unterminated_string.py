print("never printed")
s = 'abc

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: unterminated string literal (detected at line 2)
