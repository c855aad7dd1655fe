s = {10, 20, 30}
total = 0
for x in s:
    total += x
print(total, sum(s), max(s), min(s))

# ---- expected stdout ----
# 60 60 30 10
