s = "abc"
print(f"{s:>5}")
print(f"{s:d}")

# ---- expected stdout ----
#   abc
# ---- expected exception ----
# ValueError: Unknown format code 'd' for object of type 'str'
