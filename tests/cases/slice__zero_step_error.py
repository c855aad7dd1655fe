xs = [1, 2, 3]
print(xs[::1])
print(xs[::0])

# ---- expected stdout ----
# [1, 2, 3]
# ---- expected exception ----
# ValueError: slice step cannot be zero
