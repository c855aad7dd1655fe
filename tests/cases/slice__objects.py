s = slice(1, 5, 2)
print(s, s.start, s.stop, s.step)
print([0, 1, 2, 3, 4, 5, 6][s], "abcdefg"[s])
print(slice(3), slice(None, None, -1))

# ---- expected stdout ----
# slice(1, 5, 2) 1 5 2
# [1, 3] bd
# slice(None, 3, None) slice(None, None, -1)
