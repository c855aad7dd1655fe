print("never printed")
path = "C:\Users\guido\file.txt"

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 2-3: truncated \UXXXXXXXX escape
