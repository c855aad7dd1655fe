d = {}
d[1] = "ok"
d[[1]] = "no"

# ---- expected stdout ----
# ---- expected exception ----
# TypeError: unhashable type: 'list'
