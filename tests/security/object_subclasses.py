print("start")
for cls in object.__subclasses__():
    print(cls)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: type object 'object' has no attribute '__subclasses__'
