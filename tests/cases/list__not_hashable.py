xs = [1, 2]
d = {}
d[(1, 2)] = "ok"
print(d)
d[xs] = "bad"

# ---- expected stdout ----
# {(1, 2): 'ok'}
# ---- expected exception ----
# TypeError: unhashable type: 'list'
