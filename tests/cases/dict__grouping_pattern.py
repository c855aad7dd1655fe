words = ["apple", "bob", "cat", "avocado", "banana", "cherry"]
groups = {}
for w in words:
    groups.setdefault(w[0], []).append(w)
for letter, ws in groups.items():
    print(letter, ws)

# ---- expected stdout ----
# a ['apple', 'avocado']
# b ['bob', 'banana']
# c ['cat', 'cherry']
