print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(divmod(0, 3))
print(divmod(2 ** 100, 7))

# ---- expected stdout ----
# (3, 2) (-4, 3) (-4, -3) (3, -2)
# (0, 0)
# (181092942889747057356671886482, 2)
