print("{} {}".format(1, 2))
print("{} {}".format(1))

# ---- expected stdout ----
# 1 2
# ---- expected exception ----
# IndexError: Replacement index 1 out of range for positional args tuple
