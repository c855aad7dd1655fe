import pprint
s = set(range(30, 0, -3))
pprint.pprint(s)
pprint.pprint(s, width=20)
pprint.pprint(frozenset({5, 3, 1, 4, 2}), width=10)
pprint.pprint({"set": {3, 1, 2}, "empty": set(), "fz": frozenset()}, width=20)
pprint.pprint([{1.5, -2, 7}, {0}], width=8)

# ---- expected stdout ----
# {3, 6, 9, 12, 15, 18, 21, 24, 27, 30}
# {3,
#  6,
#  9,
#  12,
#  15,
#  18,
#  21,
#  24,
#  27,
#  30}
# frozenset({1,
#            2,
#            3,
#            4,
#            5})
# {'empty': set(),
#  'fz': frozenset(),
#  'set': {1, 2, 3}}
# [{-2,
#   1.5,
#   7},
#  {0}]
