import pprint
data = {"k%d" % i: list(range(i)) for i in range(8)}
print(pprint.pformat(data, indent=4, width=50))
print(pprint.pformat(list(range(50)), width=40, compact=True))
print(pprint.pformat([list(range(12))] * 3, width=30, compact=True))
print(pprint.pformat(data, depth=1))
print(pprint.pformat([1, [2, [3, [4, [5]]]]], depth=3))
print(pprint.pformat({"b": 1, "a": 2, "c": {"z": 0, "y": 1}}, sort_dicts=False))
print(pprint.pformat([10**9, -1234567, 12345.678, {1000000: 2**40}], underscore_numbers=True))

# ---- expected stdout ----
# {   'k0': [],
#     'k1': [0],
#     'k2': [0, 1],
#     'k3': [0, 1, 2],
#     'k4': [0, 1, 2, 3],
#     'k5': [0, 1, 2, 3, 4],
#     'k6': [0, 1, 2, 3, 4, 5],
#     'k7': [0, 1, 2, 3, 4, 5, 6]}
# [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
#  12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
#  22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
#  32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
#  42, 43, 44, 45, 46, 47, 48, 49]
# [[0, 1, 2, 3, 4, 5, 6, 7, 8,
#   9, 10, 11],
#  [0, 1, 2, 3, 4, 5, 6, 7, 8,
#   9, 10, 11],
#  [0, 1, 2, 3, 4, 5, 6, 7, 8,
#   9, 10, 11]]
# {'k0': [],
#  'k1': [...],
#  'k2': [...],
#  'k3': [...],
#  'k4': [...],
#  'k5': [...],
#  'k6': [...],
#  'k7': [...]}
# [1, [2, [3, [...]]]]
# {'b': 1, 'a': 2, 'c': {'z': 0, 'y': 1}}
# [1_000_000_000, -1_234_567, 12345.678, {1_000_000: 1_099_511_627_776}]
