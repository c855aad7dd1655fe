s = {1}
s.add((2, 3))
print(len(s))
s.add([4])

# ---- expected stdout ----
# 2
# ---- expected exception ----
# TypeError: unhashable type: 'list'
