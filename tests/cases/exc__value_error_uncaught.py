n = int("12")
print(n)
int("twelve")

# ---- expected stdout ----
# 12
# ---- expected exception ----
# ValueError: invalid literal for int() with base 10: 'twelve'
