items = [3, 1, 3, 2, 1, 5]
seen = set()
out = []
for x in items:
    if x not in seen:
        seen.add(x)
        out.append(x)
print(out, sorted(seen))

# ---- expected stdout ----
# [3, 1, 2, 5] [1, 2, 3, 5]
