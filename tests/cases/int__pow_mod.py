print(pow(3, 4, 5), pow(2, 100, 1000007), pow(-3, 3, 7))
print(pow(38, -1, 97))
print(pow(2, 10))
try:
    pow(2, -1, 4)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 1 698635 1
# 23
# 1024
# base is not invertible for the given modulus
