print(list(enumerate("abc")), list(enumerate("ab", 5)), list(enumerate([], 1)))
e = enumerate(["x", "y"], start=-1)
print(next(e), next(e), next(e, "done"))

# ---- expected stdout ----
# [(0, 'a'), (1, 'b'), (2, 'c')] [(5, 'a'), (6, 'b')] []
# (-1, 'x') (0, 'y') done
