b = b"abc"
print(b + b"d")
print(b + "d")

# ---- expected stdout ----
# b'abcd'
# ---- expected exception ----
# TypeError: can't concat str to bytes
