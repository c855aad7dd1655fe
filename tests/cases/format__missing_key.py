t = "{name}"
print(t.format(name="ok"))
print(t.format(nme="typo"))

# ---- expected stdout ----
# ok
# ---- expected exception ----
# KeyError: 'name'
