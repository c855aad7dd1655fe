import pprint
tree = {"root": {"left": {"left": {"leaf": 1}, "right": [1, 2]}, "right": {"leaf": (3, 4)}}}
for depth in (1, 2, 3, 4):
    pprint.pprint(tree, depth=depth, width=30)
print(pprint.pformat([[[[[]]]]], depth=2), pprint.pformat([(), {}, []], depth=1))
print(pprint.isreadable(pprint.pformat(tree, depth=1)))

# ---- expected stdout ----
# {'root': {...}}
# {'root': {'left': {...},
#           'right': {...}}}
# {'root': {'left': {'left': {'leaf': 1},
#                    'right': [1,
#                              2]},
#           'right': {'leaf': (3,
#                              4)}}}
# {'root': {'left': {'left': {'leaf': 1},
#                    'right': [1,
#                              2]},
#           'right': {'leaf': (3,
#                              4)}}}
# [[[...]]] [(), {}, []]
# True
