def typ(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return "negative int"
        case int(n):
            return f"int {n}"
        case float() | complex():
            return "inexact number"
        case str(s):
            return f"str of len {len(s)}"
        case list([]):
            return "empty list"
        case _:
            return "something else"
print([typ(v) for v in [True, -3, 7, 1.5, 2j, "abc", [], [1], None]])

# ---- expected stdout ----
# ['bool True', 'negative int', 'int 7', 'inexact number', 'inexact number', 'str of len 3', 'empty list', 'something else', 'something else']
