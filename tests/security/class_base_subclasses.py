print("start")
base = ().__class__.__base__
print(base.__name__)
subs = base.__subclasses__()

# ---- expected stdout ----
# start
# object
# ---- expected exception ----
# AttributeError: type object 'object' has no attribute '__subclasses__'
