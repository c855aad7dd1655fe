print("never printed")
print(sep="-", sep="+")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: keyword argument repeated: sep
