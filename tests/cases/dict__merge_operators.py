a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a)
a |= b
print(a)
a |= [("w", 0)]
print(a)
try:
    a | [("q", 1)]
except TypeError as e:
    print(e)

# ---- expected stdout ----
# {'x': 1, 'y': 20, 'z': 30} {'y': 2, 'z': 30, 'x': 1}
# {'x': 1, 'y': 20, 'z': 30}
# {'x': 1, 'y': 20, 'z': 30, 'w': 0}
# unsupported operand type(s) for |: 'dict' and 'list'
