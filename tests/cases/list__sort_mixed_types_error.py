xs = [3, "a", 1]
print(len(xs))
xs.sort()

# ---- expected stdout ----
# 3
# ---- expected exception ----
# TypeError: '<' not supported between instances of 'str' and 'int'
