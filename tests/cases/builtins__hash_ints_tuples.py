print(hash(1) == hash(1.0) == hash(True), hash(0), hash(42), hash(-1), hash(-2))
print(hash((1, 2)) == hash((1, 2)), hash((1, 2)) == hash((2, 1)), hash(2 ** 61 - 1), hash(2 ** 61))
try:
    hash([1])
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True 0 42 -2 -2
# True False 0 1
# unhashable type: 'list'
