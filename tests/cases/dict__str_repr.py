d = {"q": "it's", "n": None, "f": 1.5, "l": [1, {"in": ()}]}
print(d)
print(str({}), repr({1: {2: {}}}))

# ---- expected stdout ----
# {'q': "it's", 'n': None, 'f': 1.5, 'l': [1, {'in': ()}]}
# {} {1: {2: {}}}
