name = "world"
print("never printed")
print "hello", name

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?
