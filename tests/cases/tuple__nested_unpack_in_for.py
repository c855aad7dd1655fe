pairs = [(1, ("a", True)), (2, ("b", False))]
for n, (letter, flag) in pairs:
    print(n, letter, flag)

# ---- expected stdout ----
# 1 a True
# 2 b False
