r = range(1, 10, 2)
print(r, range(5), range(0, 5, 1), len(r), len(range(10, 0, -3)))

# ---- expected stdout ----
# range(1, 10, 2) range(0, 5) range(0, 5) 5 4
