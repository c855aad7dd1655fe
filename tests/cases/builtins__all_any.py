print(all([]), any([]), all([1, "a", [0]]), all([1, 0]), any([0, "", None]), any([0, 2]))
print(all(x > 0 for x in [1, 2]), any(c.isdigit() for c in "ab3"))

# ---- expected stdout ----
# True False True False False True
# True True
