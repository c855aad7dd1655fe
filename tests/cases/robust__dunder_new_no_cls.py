# T.__new__() called without the class argument raises TypeError.
for t in [frozenset, zip, int, str, list, tuple, dict, set, object, type, bytes, float, range, enumerate, map, filter, reversed]:
    try:
        t.__new__()
        print(t.__name__, "no error")
    except TypeError:
        print(t.__name__, "TypeError")
for t in [frozenset, zip, tuple, int]:
    try:
        t.__new__(1)
        print(t.__name__, "no error")
    except TypeError:
        print(t.__name__, "TypeError")

# ---- expected stdout ----
# frozenset TypeError
# zip TypeError
# int TypeError
# str TypeError
# list TypeError
# tuple TypeError
# dict TypeError
# set TypeError
# object TypeError
# type TypeError
# bytes TypeError
# float TypeError
# range TypeError
# enumerate TypeError
# map TypeError
# filter TypeError
# reversed TypeError
# frozenset TypeError
# zip TypeError
# tuple TypeError
# int TypeError
