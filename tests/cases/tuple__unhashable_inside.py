t = (1, [2])
print(t)
d = {t: 1}

# ---- expected stdout ----
# (1, [2])
# ---- expected exception ----
# TypeError: unhashable type: 'list'
