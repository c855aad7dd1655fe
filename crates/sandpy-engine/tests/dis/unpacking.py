a, b = 1, 2
a, b = b, a
first, *middle, last = range(5)
(c, d), e = (1, 2), 3
merged = [*middle, *middle]
both = {**{"a": 1}, "b": 2}
