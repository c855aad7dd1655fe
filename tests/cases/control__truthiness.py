values = [0, 0.0, 0j, "", [], (), {}, set(), None, False, 1, "0", [0], -1, " "]
print([bool(v) for v in values])
print(None or "fallback", 0 or "" or [], 3 and 4, 0 and 1 / 0, [] or {} or "last")
print(not None, not [1], not not "x")

# ---- expected stdout ----
# [False, False, False, False, False, False, False, False, False, False, True, True, True, True, True]
# fallback [] 4 0 last
# True False True
