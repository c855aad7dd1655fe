# `local[key]` on dicts inside functions (the fused fast path for str and int keys) must
# find equal keys of other types, raise KeyError for missing ones and leave dict
# subclasses to their own rules.


class Counter(dict):
    def __missing__(self, key):
        return f"missing {key!r}"


class Loud:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        print("eq called", self.n, other)
        return self.n == other


def read(d, k):
    return d[k]


def run():
    d = {1.0: "float one", "name": "ada", True: "overwritten?", Loud(7): "loud"}
    print(d["name"], d[1], read(d, 1), read(d, "name"))
    print(read(d, 7))
    for key in ["nope", 2, (1, 2)]:
        try:
            print(read(d, key))
        except KeyError as e:
            print("KeyError", e)
    c = Counter(a=1)
    print(c["a"], c["zzz"], read(c, 5))
    rows = [{"qty": i, "price": i * 1.5} for i in range(3)]
    print([r["qty"] * r["price"] for r in rows])


run()

# ---- expected stdout ----
# ada overwritten? overwritten? ada
# eq called 7 7
# loud
# KeyError 'nope'
# KeyError 2
# KeyError (1, 2)
# 1 missing 'zzz' missing 5
# [0.0, 1.5, 6.0]
