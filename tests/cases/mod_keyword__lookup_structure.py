import keyword

print(type(keyword.kwlist).__name__, type(keyword.softkwlist).__name__)
print(keyword.kwlist.index("if"), keyword.kwlist[:3], keyword.softkwlist[-1])
print("print" in keyword.kwlist, "exec" in keyword.kwlist, "async" in keyword.kwlist)
# The predicates are built from frozen snapshots: editing the list copy changes nothing.
words = list(keyword.kwlist)
words.append("spam")
print(keyword.iskeyword("spam"), len(words) - len(keyword.kwlist))
print(callable(keyword.iskeyword), callable(keyword.issoftkeyword))
print(keyword.iskeyword(5), keyword.iskeyword(b"if"), keyword.iskeyword(("if",)), keyword.issoftkeyword(frozenset()))
print(keyword.kwlist.index("nonexistent"))

# ---- expected stdout ----
# list list
# 20 ['False', 'None', 'True'] match
# False False True
# False 1
# True True
# False False False False
# ---- expected exception ----
# ValueError: 'nonexistent' is not in list
