words = ["apple", "banana", "cherry"]
print({w: len(w) for w in words})
print({k: v for k, v in zip("abc", range(3)) if v})
print({i: {j: i * j for j in range(2)} for i in range(2)})

# ---- expected stdout ----
# {'apple': 5, 'banana': 6, 'cherry': 6}
# {'b': 1, 'c': 2}
# {0: {0: 0, 1: 0}, 1: {0: 0, 1: 1}}
