xs = [1]
print(xs.pop())
xs.pop()

# ---- expected stdout ----
# 1
# ---- expected exception ----
# IndexError: pop from empty list
