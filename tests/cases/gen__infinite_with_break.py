def naturals():
    n = 1
    while True:
        yield n
        n += 1
out = []
for n in naturals():
    if n * n > 50:
        break
    out.append(n)
print(out)

# ---- expected stdout ----
# [1, 2, 3, 4, 5, 6, 7]
