s = {1}
s.remove(1)
print(s, frozenset(), repr(set([])))

# ---- expected stdout ----
# set() frozenset() set()
