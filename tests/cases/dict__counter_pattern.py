text = "the cat and the hat and the bat"
counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

# ---- expected stdout ----
# {'the': 3, 'cat': 1, 'and': 2, 'hat': 1, 'bat': 1}
# [('the', 3), ('and', 2), ('bat', 1), ('cat', 1), ('hat', 1)]
