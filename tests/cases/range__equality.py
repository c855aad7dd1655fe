print(range(0) == range(5, 5), range(0, 3) == range(3), range(1, 5, 2) == range(1, 6, 2))
print(list(range(3)) == range(3))

# ---- expected stdout ----
# True True False
# False
