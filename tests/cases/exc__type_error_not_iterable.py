for x in 5:
    print(x)

# ---- expected stdout ----
# ---- expected exception ----
# TypeError: 'int' object is not iterable
