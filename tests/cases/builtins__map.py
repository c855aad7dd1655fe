print(list(map(str, [1, 2, 3])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
print(list(map(pow, [2, 3], [3, 2], [5, 5])), list(map(len, ["a", "bb"])))
m = map(int, ["1", "x"])
print(next(m))
try:
    next(m)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# ['1', '2', '3'] [4, 10]
# [3, 4] [1, 2]
# 1
# invalid literal for int() with base 10: 'x'
