try:
    raise KeyError("quote's")
except KeyError as e:
    print(str(e), e.args[0])
raise KeyError("multi word key")

# ---- expected stdout ----
# "quote's" quote's
# ---- expected exception ----
# KeyError: 'multi word key'
