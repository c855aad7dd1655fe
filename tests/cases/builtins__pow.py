print(pow(2, 8), pow(2, -2), pow(2.0, 3), pow(7, 2, 10), pow(-2, 3), pow(4, 0.5))
try:
    pow(2, 3.0, 5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 256 0.25 8.0 9 -8 2.0
# pow() 3rd argument not allowed unless all arguments are integers
