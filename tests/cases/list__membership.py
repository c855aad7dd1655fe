xs = [1, "two", 3.0, None, [5]]
print(1 in xs, "two" in xs, 3 in xs, None in xs, [5] in xs, 5 in xs, "x" not in xs)

# ---- expected stdout ----
# True True True True True False True
