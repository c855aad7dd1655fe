a = [1]
b = [1]
print(a == b, a is b, a is not b, None is None, 1 == 1.0)
x = None
print(x is None, x == None, type(x) is type(None))

# ---- expected stdout ----
# True False True True True
# True True True
