print("start")
subs = type.__subclasses__(object)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: type object 'type' has no attribute '__subclasses__'
