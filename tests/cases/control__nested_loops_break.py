for i in range(3):
    for j in range(3):
        if j == i:
            break
        print(i, j)
found = None
for a in range(1, 10):
    for b in range(a, 10):
        if a * b == 24:
            found = (a, b)
            break
    if found:
        break
print(found)

# ---- expected stdout ----
# 1 0
# 2 0
# 2 1
# (3, 8)
