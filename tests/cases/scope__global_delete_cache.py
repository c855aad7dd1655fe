# Module-level names are found through per-site caches. Deleting a global shifts the ones
# after it, `except ... as e` deletes `e` on every pass, and a global may shadow a builtin
# and be deleted again: every load must still see the current binding.

a = 1
b = 2
c = 3
total = 0
for i in range(6):
    try:
        raise ValueError(i)
    except ValueError as e:
        total += e.args[0] + a + b + c
    if i == 2:
        del a
        a = 10
    if i == 3:
        del b
        b = 20
print(total, a, b, c)
try:
    print(e)
except NameError as err:
    print("NameError", err)

hits = []
for i in range(4):
    if i == 1:
        len = lambda x: "shadowed"
    if i == 3:
        del len
    hits.append(len([1, 2, 3]))
print(hits)

x = 5
y = 6
def read():
    return x + y
print(read())
del x
x = 7
print(read())
del y
try:
    read()
except NameError as err:
    print("NameError", err)
y = 1
print(read())

# ---- expected stdout ----
# 114 10 20 3
# NameError name 'e' is not defined
# [3, 'shadowed', 'shadowed', 3]
# 11
# 13
# NameError name 'y' is not defined
# 8
