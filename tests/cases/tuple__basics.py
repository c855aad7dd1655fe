t = (1, "a", 2.5)
print(t, len(t), t[1], t[-1], t[:2], type(t).__name__)
print((), (1,), (1), tuple(), tuple([1, 2]), tuple("ab"))

# ---- expected stdout ----
# (1, 'a', 2.5) 3 a 2.5 (1, 'a') tuple
# () (1,) 1 () (1, 2) ('a', 'b')
