x = 2 ** 1100
try:
    float(x)
except OverflowError as e:
    print(e)
try:
    x / 3
except OverflowError as e:
    print(e)
print(x // 2 ** 1090)

# ---- expected stdout ----
# int too large to convert to float
# integer division result too large for a float
# 1024
