flag = True
print("never printed")
x = 1 if flag

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expected 'else' after 'if' expression
