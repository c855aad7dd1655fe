s = "hello"
print(s.upper())
s[0] = "H"

# ---- expected stdout ----
# HELLO
# ---- expected exception ----
# TypeError: 'str' object does not support item assignment
