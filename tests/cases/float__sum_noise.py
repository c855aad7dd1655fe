total = 0.0
for _ in range(10):
    total += 0.1
print(total, total == 1.0, round(total, 10) == 1.0)
print(sum([0.1] * 10))

# ---- expected stdout ----
# 0.9999999999999999 False True
# 0.9999999999999999
