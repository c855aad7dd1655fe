class Box:
    size = 1
b = Box()
print(getattr(b, "size"), getattr(b, "color", "none"))
setattr(b, "color", "red")
print(b.color, hasattr(b, "color"), hasattr(b, "weight"))
delattr(b, "color")
print(hasattr(b, "color"))
getattr(b, "weight")

# ---- expected stdout ----
# 1 none
# red True False
# False
# ---- expected exception ----
# AttributeError: 'Box' object has no attribute 'weight'
