# Match.__getitem__ is a slot wrapper in CPython: subscription with every kind of key,
# and the wrapper's own argument errors when it is called directly.
import re
m = re.match(r"(a)(b)?", "a")
for k in (0, 1, 2, 3, -1, "x", 1.5, None):
    try:
        print(repr(m[k]))
    except Exception as e:
        print(type(e).__name__, e)
try:
    m.__getitem__()
except Exception as e:
    print(type(e).__name__, e)
try:
    m.__getitem__(1, 2)
except Exception as e:
    print(type(e).__name__, e)
try:
    m.__getitem__(group=1)
except Exception as e:
    print(type(e).__name__, e)
print(m[0], m[1], m[2])

# ---- expected stdout ----
# 'a'
# 'a'
# None
# IndexError no such group
# IndexError no such group
# IndexError no such group
# IndexError no such group
# IndexError no such group
# TypeError expected 1 argument, got 0
# TypeError expected 1 argument, got 2
# TypeError wrapper __getitem__() takes no keyword arguments
# a a None
