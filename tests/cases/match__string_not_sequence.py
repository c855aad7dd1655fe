def kind(v):
    match v:
        case [*_]:
            return "sequence"
        case str():
            return "string"
        case _:
            return "other"
print(kind("abc"), kind(["a"]), kind(("x",)), kind(b"b"), kind({1: 2}))

# ---- expected stdout ----
# string sequence sequence other other
