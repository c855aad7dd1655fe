x = 0
print("start")
subs = getattr(x, "__class__").__base__.__subclasses__()

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __subclasses__
