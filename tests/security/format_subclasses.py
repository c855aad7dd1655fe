print("start")
print("{0.__class__.__base__.__subclasses__}".format(0))

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __subclasses__
