for i in range(10):
    if i % 2 == 0:
        continue
    if i > 7:
        break
    print(i)

# ---- expected stdout ----
# 1
# 3
# 5
# 7
