b = b"abc"
print(b[0])
b[0] = 65

# ---- expected stdout ----
# 97
# ---- expected exception ----
# TypeError: 'bytes' object does not support item assignment
