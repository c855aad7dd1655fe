# Counting words in a text with collections.Counter and re, across steps.
# ---- step ----
import re
from collections import Counter
text = """The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs away! Quick, quick -- said the bird."""
words = re.findall(r"[a-z']+", text.lower())
len(words)
# ---- step ----
counts = Counter(words)
counts.most_common(4)
# ---- step ----
print(counts["the"], counts["cat"])
top = [w for w, c in counts.items() if c >= 2]
print(sorted(top))
# ---- step ----
longest = max(words, key=len)
summary = f"{len(counts)} distinct words, longest is {longest!r} ({len(longest)} letters)"
print(summary)
# ---- step ----
final_answer(summary)
# ---- expected ----
# {"ok": true, "output": 21, "output_repr": "21", "logs": "", "is_final_answer": false}
# {"ok": true, "output": [["the", 5], ["quick", 3], ["fox", 2], ["dog", 2]], "output_repr": "[('the', 5), ('quick', 3), ('fox', 2), ('dog', 2)]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "5 0\n['dog', 'fox', 'quick', 'the']\n", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "13 distinct words, longest is 'sleeps' (6 letters)\n", "is_final_answer": false}
# {"ok": true, "output": "13 distinct words, longest is 'sleeps' (6 letters)", "output_repr": "\"13 distinct words, longest is 'sleeps' (6 letters)\"", "logs": "", "is_final_answer": true}
