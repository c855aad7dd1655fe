xs = [1, 2, 3, 4]
for x in xs:
    if x == 2:
        xs.remove(x)
print(xs)
ys = [1, 2, 3]
for y in ys[:]:
    ys.append(y * 10)
print(ys)

# ---- expected stdout ----
# [1, 3, 4]
# [1, 2, 3, 10, 20, 30]
