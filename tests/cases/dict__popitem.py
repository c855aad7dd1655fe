d = {"a": 1, "b": 2, "c": 3}
print(d.popitem(), d.popitem(), d)
d.popitem()
try:
    d.popitem()
except KeyError as e:
    print(e)

# ---- expected stdout ----
# ('c', 3) ('b', 2) {'a': 1}
# 'popitem(): dictionary is empty'
