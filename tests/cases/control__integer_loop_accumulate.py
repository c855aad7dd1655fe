total = 0
i = 1
while i <= 100:
    total += i * i if i % 2 else 0
    i += 1
print(total)

# ---- expected stdout ----
# 166650
