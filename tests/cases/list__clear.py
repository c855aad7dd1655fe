xs = [1, 2, 3]
ys = xs
xs.clear()
print(xs, ys, len(ys))

# ---- expected stdout ----
# [] [] 0
