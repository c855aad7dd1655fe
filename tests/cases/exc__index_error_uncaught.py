items = []
items[0]

# ---- expected stdout ----
# ---- expected exception ----
# IndexError: list index out of range
