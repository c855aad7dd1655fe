d = {"b": 2, "a": 1, "c": 3}
print({v: k for k, v in d.items()})
print([k for k in sorted(d, key=d.get, reverse=True)])

# ---- expected stdout ----
# {2: 'b', 1: 'a', 3: 'c'}
# ['c', 'b', 'a']
