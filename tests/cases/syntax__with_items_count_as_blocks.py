# Every item of a `with` statement is one more block: 21 items pass CPython's limit of 20.
print('never printed')
with a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a:
    pass

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: too many statically nested blocks
