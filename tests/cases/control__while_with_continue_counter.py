n = 0
evens = 0
while n < 10:
    n += 1
    if n % 2:
        continue
    evens += 1
print(n, evens)

# ---- expected stdout ----
# 10 5
