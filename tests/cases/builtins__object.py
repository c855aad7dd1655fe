o = object()
print(type(o).__name__, isinstance(o, object), isinstance(5, object))
try:
    o.attr = 1
except AttributeError as e:
    print(e)

# ---- expected stdout ----
# object True True
# 'object' object has no attribute 'attr'
