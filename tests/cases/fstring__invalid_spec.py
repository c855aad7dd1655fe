x = 5
print(f"{x:d}")
print(f"{x:s}")

# ---- expected stdout ----
# 5
# ---- expected exception ----
# ValueError: Unknown format code 's' for object of type 'int'
