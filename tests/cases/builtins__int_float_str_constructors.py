print(int("7") + float("0.5"), str(1.0), str(10 ** 3), float(3), int(True), str(None) + "!")
print(list("ab"), tuple([1]), dict(a=1), set([1, 1]), frozenset(), bool("x"))

# ---- expected stdout ----
# 7.5 1.0 1000 3.0 1 None!
# ['a', 'b'] (1,) {'a': 1} {1} frozenset() True
