def flatten(x):
    if isinstance(x, list):
        for item in x:
            yield from flatten(item)
    else:
        yield x
print(list(flatten([1, [2, [3, [4, []]], 5], [[6]]])))
def walk(n, depth=0):
    yield "  " * depth + str(n)
    for child in range(n):
        yield from walk(child, depth + 1)
print("\n".join(walk(3)))

# ---- expected stdout ----
# [1, 2, 3, 4, 5, 6]
# 3
#   0
#   1
#     0
#   2
#     0
#     1
#       0
