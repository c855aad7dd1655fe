x = float("1.5")
print(x)
y = float("one")

# ---- expected stdout ----
# 1.5
# ---- expected exception ----
# ValueError: could not convert string to float: 'one'
