print(abs(-5), abs(5), abs(-2 ** 100) == 2 ** 100, -(-3))
print(+7, -0, abs(0))

# ---- expected stdout ----
# 5 5 True 3
# 7 0 0
