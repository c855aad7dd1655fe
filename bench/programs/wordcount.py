"""Dict and list work: word counting over generated text and grouping records."""

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "so", "ta", "vi", "ze", "po", "da", "fu"]


def generate_words(count, seed):
    state = seed
    words = []
    for _ in range(count):
        state = (state * 1103515245 + 12345) % 2147483648
        length = 1 + (state >> 16) % 3
        word = ""
        for k in range(length):
            word += SYLLABLES[(state >> (4 * k + 3)) % len(SYLLABLES)]
        words.append(word)
    return words


def count_words(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def group_by_first_letter(counts):
    groups = {}
    for word, n in counts.items():
        key = word[0]
        if key not in groups:
            groups[key] = []
        groups[key].append((word, n))
    return groups


def bigram_counts(words):
    pairs = {}
    for a, b in zip(words, words[1:]):
        key = (a[:2], b[:2])
        pairs[key] = pairs.get(key, 0) + 1
    return pairs


words = generate_words(700000, 2024)
counts = count_words(words)
groups = group_by_first_letter(counts)
pairs = bigram_counts(words)
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
group_sizes = [(k, len(v), sum(n for _, n in v)) for k, v in sorted(groups.items())]
best_pair = max(pairs.items(), key=lambda kv: (kv[1], kv[0]))
for word, n in top:
    print(f"{word:>8} {n}")
print(group_sizes[:3])
print(f"wordcount checksum: {len(counts)} {len(pairs)} {best_pair} {sum(counts.values())}")
