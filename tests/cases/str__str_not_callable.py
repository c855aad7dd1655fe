s = "abc"
print(s.upper())
s()

# ---- expected stdout ----
# ABC
# ---- expected exception ----
# TypeError: 'str' object is not callable
