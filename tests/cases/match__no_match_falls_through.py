def f(v):
    result = "none"
    match v:
        case 1:
            result = "one"
        case 2:
            result = "two"
    return result
print(f(1), f(2), f(3))
x = 5
match x:
    case 1:
        print("one")
print("after match")

# ---- expected stdout ----
# one two none
# after match
