s = "xyz"
print(s[-3])
print(s[-4])

# ---- expected stdout ----
# x
# ---- expected exception ----
# IndexError: string index out of range
