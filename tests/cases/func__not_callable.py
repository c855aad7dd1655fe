x = 5
print(x)
x()

# ---- expected stdout ----
# 5
# ---- expected exception ----
# TypeError: 'int' object is not callable
