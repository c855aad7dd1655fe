def ends(seq):
    match seq:
        case [a, *mid, z]:
            return a, mid, z
        case _:
            return "too short"
print(ends([1, 2, 3, 4]), ends([1, 2]), ends([1]), ends("not a seq"))

# ---- expected stdout ----
# (1, [2, 3], 4) (1, [], 2) too short too short
