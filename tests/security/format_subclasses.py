print("start")
print("{0.__class__.__base__.__subclasses__}".format(0))

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: type object 'object' has no attribute '__subclasses__'
