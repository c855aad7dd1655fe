try:
    list(5)
except TypeError as e:
    print(e)
print(list({3: "a", 1: "b"}), list((1, 2)), list(x * 2 for x in range(3)))

# ---- expected stdout ----
# 'int' object is not iterable
# [3, 1] [1, 2] [0, 2, 4]
