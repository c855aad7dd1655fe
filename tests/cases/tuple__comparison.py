print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 99), () < (0,))
print((1, "a") == (1, "a"), (1, 2) == [1, 2])
print(sorted([(2, "b"), (1, "z"), (2, "a")]))

# ---- expected stdout ----
# True True True True
# True False
# [(1, 'z'), (2, 'a'), (2, 'b')]
