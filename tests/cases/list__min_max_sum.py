xs = [4, -2, 7, 0]
print(min(xs), max(xs), sum(xs), sum(xs, 10), len(xs))
print(max(xs, key=abs), min(["bb", "a", "ccc"], key=len))

# ---- expected stdout ----
# -2 7 9 19 4
# 7 a
