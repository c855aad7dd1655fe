def f():
    return 1
print("never printed")
f() = 2
s = 'abc

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: unterminated string literal (detected at line 5)
