xs = list(range(6))
xs[1:3] = ["a", "b", "c"]
print(xs)
xs[:2] = []
print(xs)
xs[len(xs):] = [100]
print(xs)
xs[::2] = [0, 0, 0]
print(xs)

# ---- expected stdout ----
# [0, 'a', 'b', 'c', 3, 4, 5]
# ['b', 'c', 3, 4, 5]
# ['b', 'c', 3, 4, 5, 100]
# [0, 'c', 0, 4, 0, 100]
