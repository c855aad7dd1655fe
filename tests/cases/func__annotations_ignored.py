def typed(x: int, y: "str" = "a") -> list:
    return [x, y]
print(typed(1), typed("not int", 2))
print(typed.__annotations__)

# ---- expected stdout ----
# [1, 'a'] ['not int', 2]
# {'x': <class 'int'>, 'y': 'str', 'return': <class 'list'>}
