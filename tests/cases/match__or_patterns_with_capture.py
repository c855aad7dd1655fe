def f(v):
    match v:
        case [x, 0] | [0, x]:
            return f"axis value {x}"
        case (1 | 2 | 3) as small:
            return f"small {small}"
        case _:
            return "other"
print(f([5, 0]), f([0, 7]), f(2), f([1, 1]))

# ---- expected stdout ----
# axis value 5 axis value 7 small 2 other
