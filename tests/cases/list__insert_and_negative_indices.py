xs = ["a", "b", "c"]
xs.insert(-1, "X")
xs.insert(-100, "start")
print(xs, xs[-2], xs.index("X"))
xs[-1], xs[0] = xs[0], xs[-1]
print(xs)

# ---- expected stdout ----
# ['start', 'a', 'b', 'X', 'c'] X 3
# ['c', 'a', 'b', 'X', 'start']
