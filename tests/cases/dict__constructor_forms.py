print(dict(a=1, b=2), dict([("x", 1), ("y", 2)]), dict({"k": "v"}, extra=True))
print(dict(zip("abc", range(3))), dict(), dict([]))
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print(e)

# ---- expected stdout ----
# {'a': 1, 'b': 2} {'x': 1, 'y': 2} {'k': 'v', 'extra': True}
# {'a': 0, 'b': 1, 'c': 2} {} {}
# dictionary update sequence element #0 has length 3; 2 is required
