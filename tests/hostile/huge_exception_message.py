# expect: ValueError
x = 'c' * 3 * 10**8
# ---
raise ValueError(x)
