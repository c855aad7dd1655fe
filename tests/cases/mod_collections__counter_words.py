from collections import Counter
text = "the quick brown fox jumps over the lazy dog the fox"
words = Counter(text.split())
for word, n in words.most_common(3):
    print(f"{word}: {n}")
print(str(words)[:30], f"{Counter('aab')}")
print(Counter(range(5)) + Counter([1, 1, 2]))
print(dict(Counter("mississippi")))

# ---- expected stdout ----
# the: 3
# fox: 2
# quick: 1
# Counter({'the': 3, 'fox': 2, ' Counter({'a': 2, 'b': 1})
# Counter({1: 3, 2: 2, 0: 1, 3: 1, 4: 1})
# {'m': 1, 'i': 4, 's': 4, 'p': 2}
