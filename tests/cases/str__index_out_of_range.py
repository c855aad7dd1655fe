s = "abc"
print(s[2])
print(s[3])

# ---- expected stdout ----
# c
# ---- expected exception ----
# IndexError: string index out of range
