try:
    int(float("nan"))
except ValueError as e:
    print(e)
print(int(1e20))
print(int(float("inf")))

# ---- expected stdout ----
# cannot convert float NaN to integer
# 100000000000000000000
# ---- expected exception ----
# OverflowError: cannot convert float infinity to integer
