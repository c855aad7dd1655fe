xs = [10, 20, 30, 20, 40]
print(xs.pop(), xs.pop(0), xs.pop(-2), xs)
xs.remove(20)
print(xs)
try:
    xs.remove(99)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 40 10 30 [20, 20]
# [20]
# list.remove(x): x not in list
