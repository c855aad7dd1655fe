squares = {n: n * n for n in range(5)}
print(squares)
inverted = {v: k for k, v in squares.items() if v % 2 == 0}
print(inverted)
print({c: i for i, c in enumerate("abca")})

# ---- expected stdout ----
# {0: 0, 1: 1, 2: 4, 3: 9, 4: 16}
# {0: 0, 4: 2, 16: 4}
# {'a': 3, 'b': 1, 'c': 2}
