x = 10 ** 5000
print(x.bit_length())
try:
    s = str(x)
except ValueError as e:
    print("ValueError:", e)
print(len(str(10 ** 4299)))

# ---- expected stdout ----
# 16610
# ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# 4300
