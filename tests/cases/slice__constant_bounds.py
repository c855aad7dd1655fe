# Slices whose bounds are int literals are built once as constants; every form must still
# slice, assign and delete like CPython, including negative, huge and missing bounds.

text = "abcdefghij"
items = list(range(10))
print(text[:2], text[-2:], text[::-1], text[1:-1:2], text[-3:-1], repr(text[:-100]), repr(text[100:]))
print(items[2:5], items[::3], items[-1::-2], items[:10**20], items[-(10**20):2])
print(repr(text[:0]), repr(text[5:2]), text[::1], items[::-1][:3])
items[1:3] = ["x", "y", "z"]
print(items)
del items[::2]
print(items)
items[:] = []
print(items)
pairs = [(w[:2], w[-2:]) for w in ["alpha", "beta", "ga"]]
print(pairs)
try:
    print(text[::0])
except ValueError as e:
    print("ValueError", e)
s = slice(1, -1)
print(text[s], s == slice(1, -1), s != slice(1, -1), s == slice(1, None), slice(1, 2) < slice(1, 3), slice(2) >= slice(1))

# ---- expected stdout ----
# ab ij jihgfedcba bdfh hi '' ''
# [2, 3, 4] [0, 3, 6, 9] [9, 7, 5, 3, 1] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] [0, 1]
# '' '' abcdefghij [9, 8, 7]
# [0, 'x', 'y', 'z', 3, 4, 5, 6, 7, 8, 9]
# ['x', 'z', 4, 6, 8]
# []
# [('al', 'ha'), ('be', 'ta'), ('ga', 'ga')]
# ValueError slice step cannot be zero
# bcdefghi True False False True True
