# Dict lookups compare str/str, int/int and tuples of those without the general path; any
# other pairing under one hash (1 and 1.0 and True, (1,) and (1.0,), a str subclass with
# its own __eq__) must still find the same key as CPython does.


class Shouty(str):
    def __eq__(self, other):
        print("Shouty.__eq__", str(self), other)
        return str.__eq__(self.lower(), other)

    __hash__ = str.__hash__


d = {1: "int", "ab": "str", (1, "x"): "tuple", (2, (3, 4)): "nested"}
print(d[1.0], d[True], d.get(1.0), d.get(True))
print(d[(1.0, "x")], d.get((True, "x")), d[(2, (3.0, 4))])
print(d.get((1, "y"), "missing"), d.get((1, "x", 2), "missing"))
d[1.0] = "float wrote"
d[(True, "x")] = "bool tuple wrote"
print(d)
words = ["ab", "a" + "b", "".join(["a", "b"])]
counts = {}
for w in words + ["cd"]:
    counts[w] = counts.get(w, 0) + 1
print(counts)
s = {"ab": 1}
print(s.get(Shouty("ab")), Shouty("AB") in s)
print(hash(-1), hash(-2), hash(2**61 - 1), hash(2**61 - 2), hash(-(2**61 - 1)), hash(2**61))
big = {2**61 - 1: "zero hash", 0: "zero", -1: "minus one", -2: "minus two"}
print(big[0], big[2**61 - 1], big[-1], big[-2], len(big))
print(hash((1, "a")) == hash((1.0, "a")), hash(((1, 2), 3)) == hash(((True, 2.0), 3)))

# ---- expected stdout ----
# int int int int
# tuple tuple nested
# missing missing
# {1: 'float wrote', 'ab': 'str', (1, 'x'): 'bool tuple wrote', (2, (3, 4)): 'nested'}
# {'ab': 3, 'cd': 1}
# Shouty.__eq__ ab ab
# 1 False
# -2 -2 0 2305843009213693950 0 1
# zero zero hash minus one minus two 4
# True True
