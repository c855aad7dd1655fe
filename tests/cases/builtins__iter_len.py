print(len([1, 2]), len("abc"), len({}), len(range(5)), len((1,)), len({1, 2}), len(b"xy"))
try:
    len(5)
except TypeError as e:
    print(e)
try:
    iter(5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 2 3 0 5 1 2 2
# object of type 'int' has no len()
# 'int' object is not iterable
