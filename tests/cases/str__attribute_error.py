s = "text"
print(s.upper())
s.push("x")

# ---- expected stdout ----
# TEXT
# ---- expected exception ----
# AttributeError: 'str' object has no attribute 'push'
