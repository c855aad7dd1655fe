# Word statistics over generated text: counting, n-grams, formatting.
import collections
import re
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
sentences = []
for i in range(600):
    n = 5 + i % 9
    sentences.append(" ".join(words[(i * 7 + k * 3) % 10] for k in range(n)).capitalize() + ".")
text = " ".join(sentences)
tokens = re.findall(r"[a-z]+", text.lower())
counts = collections.Counter(tokens)
bigrams = collections.Counter(zip(tokens, tokens[1:]))
print(len(tokens), counts.most_common(3))
print(bigrams.most_common(2))
lengths = [len(s.split()) for s in sentences]
print(sum(lengths) / len(lengths), max(lengths), min(lengths))
caps = sum(1 for t in text.split() if t[0].isupper())
print(caps, text[:60])
