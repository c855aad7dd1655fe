class Empty(Exception):
    pass
raise Empty

# ---- expected stdout ----
# ---- expected exception ----
# Empty
