n = 10 ** 4400
print(n % 9)
print(n)

# ---- expected stdout ----
# 1
# ---- expected exception ----
# ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
