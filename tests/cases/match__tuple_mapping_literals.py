def f(v):
    match v:
        case (0, "a", None):
            return "exact"
        case {1: "one", 2: _}:
            return "int keys"
        case -1:
            return "minus one"
        case 1.5:
            return "float"
    return "none"
print(f((0, "a", None)), f([0, "a", None]), f({1: "one", 2: 3, 4: 4}), f(-1), f(1.5), f(0))

# ---- expected stdout ----
# exact exact int keys minus one float none
