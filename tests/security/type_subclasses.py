print("start")
subs = type.__subclasses__(object)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __subclasses__
