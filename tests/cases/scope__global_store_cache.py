# Rebinding module globals in loops (the store reuses the entry it found last time) must
# stay right across deletions, new globals, shadowed builtins and `global` in functions.

total = 0
for i in range(5):
    total += i
print(total, i)

del total
try:
    print(total)
except NameError as e:
    print("NameError:", e)
for i in range(3):
    total = i * 10
print(total)


def bump(n):
    global counter, len
    for _ in range(n):
        counter = counter + 1
    len = lambda x: "shadowed"
    return counter


counter = 0
print(bump(4), bump(2), len([1, 2]))
del len
print(len([1, 2]), counter)
for name in ["a", "b", "c"]:
    extra = name * 2
    counter += 1
del extra
extra = "again"
print(extra, counter)

# ---- expected stdout ----
# 10 4
# NameError: name 'total' is not defined
# 20
# 4 6 shadowed
# 2 6
# again 9
