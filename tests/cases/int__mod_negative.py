print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(-1 % 10, 1 % -10)
for a in (-5, 5):
    for b in (-3, 3):
        assert a == (a // b) * b + a % b
print("identity holds")

# ---- expected stdout ----
# 1 2 -2 -1
# 9 -9
# identity holds
