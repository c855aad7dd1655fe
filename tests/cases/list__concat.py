a = [1, 2]
b = a + [3]
a += [4]
print(a, b)
a += "xy"
print(a)
try:
    a + "z"
except TypeError as e:
    print(e)

# ---- expected stdout ----
# [1, 2, 4] [1, 2, 3]
# [1, 2, 4, 'x', 'y']
# can only concatenate list (not "str") to list
