xs = [1, 2, 3]
squares = [x * x for x in xs if x > 1]
evens = {x for x in xs if x % 2 == 0}
index = {x: i for i, x in enumerate(xs)}
pairs = [(a, b) for a in xs for b in xs]
