def f(v):
    match v:
        case [int() as a, str() as b] as whole:
            return a, b, whole
        case {"k": [*items] as lst}:
            return "list", lst, items
    return "no match"
print(f([1, "x"]), f({"k": [1, 2]}), f([1, 2]))

# ---- expected stdout ----
# (1, 'x', [1, 'x']) ('list', [1, 2], [1, 2]) no match
