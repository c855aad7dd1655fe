def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
g = count_up(3)
print(type(g).__name__, next(g), next(g), next(g))
print(list(count_up(5)), sum(count_up(101)))

# ---- expected stdout ----
# generator 0 1 2
# [0, 1, 2, 3, 4] 5050
