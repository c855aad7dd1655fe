def total(*nums):
    return type(nums).__name__, sum(nums)
print(total(), total(1), total(1, 2, 3))
def first_rest(first, *rest):
    return first, rest
print(first_rest(1, 2, 3), first_rest("only"))

# ---- expected stdout ----
# ('tuple', 0) ('tuple', 1) ('tuple', 6)
# (1, (2, 3)) ('only', ())
