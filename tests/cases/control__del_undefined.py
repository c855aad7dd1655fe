z = 1
del z
del z

# ---- expected stdout ----
# ---- expected exception ----
# NameError: name 'z' is not defined
