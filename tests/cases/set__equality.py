print({1, 2} == {2, 1}, {1, 2} == [1, 2], set() == frozenset(), {1} != {1.0})
print({True, 1, 1.0}, len({0, False, 0.0}))

# ---- expected stdout ----
# True False True False
# {True} 1
