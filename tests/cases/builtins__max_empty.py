print(max([1]))
print(max([]))

# ---- expected stdout ----
# 1
# ---- expected exception ----
# ValueError: max() arg is an empty sequence
