print("start")
for cls in object.__subclasses__():
    print(cls)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __subclasses__
