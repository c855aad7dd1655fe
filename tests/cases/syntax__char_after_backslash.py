print("never printed")
x = 1 + \ 2

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: unexpected character after line continuation character
