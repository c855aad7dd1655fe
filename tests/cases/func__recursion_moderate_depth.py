def sum_to(n):
    return 0 if n == 0 else n + sum_to(n - 1)
print(sum_to(900))

# ---- expected stdout ----
# 405450
