def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case "hello":
            return "greeting"
        case None:
            return "nothing"
        case True:
            return "true"
        case _:
            return "other"
print([describe(v) for v in [0, 2, "hello", None, True, 1.0, 99, False]])

# ---- expected stdout ----
# ['zero', 'small', 'greeting', 'nothing', 'small', 'small', 'other', 'zero']
