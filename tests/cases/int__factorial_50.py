n = 1
for i in range(1, 51):
    n *= i
print(n)
print(n % 10 ** 12)
print(n.bit_length())

# ---- expected stdout ----
# 30414093201713378043612608166064768844377641568960512000000000000
# 0
# 215
