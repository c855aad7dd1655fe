print("start")
base = ().__class__.__base__
print(base.__name__)
subs = base.__subclasses__()

# ---- expected stdout ----
# start
# object
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __subclasses__
