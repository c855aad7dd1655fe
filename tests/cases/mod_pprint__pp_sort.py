import pprint
data = {"zebra": 1, "apple": 2, "mango": {"b": 1, "a": 2}, "kiwi": [3, 2, 1]}
pprint.pp(data)
pprint.pp(data, width=30)
pprint.pp(data, sort_dicts=True, width=30)
pprint.pprint({3: "c", 1: "a", "x": 0, (1, 2): "t", None: 1, 2.5: "f"}, width=20)

# ---- expected stdout ----
# {'zebra': 1, 'apple': 2, 'mango': {'b': 1, 'a': 2}, 'kiwi': [3, 2, 1]}
# {'zebra': 1,
#  'apple': 2,
#  'mango': {'b': 1, 'a': 2},
#  'kiwi': [3, 2, 1]}
# {'apple': 2,
#  'kiwi': [3, 2, 1],
#  'mango': {'a': 2, 'b': 1},
#  'zebra': 1}
# {None: 1,
#  1: 'a',
#  2.5: 'f',
#  3: 'c',
#  'x': 0,
#  (1, 2): 't'}
