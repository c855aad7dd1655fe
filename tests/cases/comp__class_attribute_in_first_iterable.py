class C:
    items = [1, 2, 3]
    doubled = [x * 2 for x in items]
print(C.doubled)

# ---- expected stdout ----
# [2, 4, 6]
