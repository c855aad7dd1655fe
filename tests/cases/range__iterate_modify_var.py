for i in range(3):
    print(i)
    i = 100
print(i)

# ---- expected stdout ----
# 0
# 1
# 2
# 100
