print((0.5).as_integer_ratio(), (0.75).as_integer_ratio(), (-2.0).as_integer_ratio())
print((0.1).as_integer_ratio())
try:
    float("inf").as_integer_ratio()
except OverflowError as e:
    print(e)

# ---- expected stdout ----
# (1, 2) (3, 4) (-2, 1)
# (3602879701896397, 36028797018963968)
# cannot convert Infinity to integer ratio
