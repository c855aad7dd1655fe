import json
doc = ' { "name" : "sandpy", "tags": ["a", "b"], "n": -12, "pi": 3.14, "e": 1E3, "f": 2.5e-3, "t": true, "f2": false, "z": null } '
obj = json.loads(doc)
print(obj)
print(type(obj["n"]).__name__, type(obj["pi"]).__name__, type(obj["e"]).__name__)
print(json.loads("[]"), json.loads("{}"), json.loads('"s"'), json.loads("0"), json.loads("-0.0"))
print(json.loads('{"a": 1, "a": 2, "b": 3}'))

# ---- expected stdout ----
# {'name': 'sandpy', 'tags': ['a', 'b'], 'n': -12, 'pi': 3.14, 'e': 1000.0, 'f': 0.0025, 't': True, 'f2': False, 'z': None}
# int float float
# [] {} s 0 -0.0
# {'a': 2, 'b': 3}
