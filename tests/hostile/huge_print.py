# expect: ok
x = 'd' * 10**8
# ---
print(x)
print(x)
