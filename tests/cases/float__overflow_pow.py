print(2.0 ** 100)
print(2.0 ** 10000)

# ---- expected stdout ----
# 1.2676506002282294e+30
# ---- expected exception ----
# OverflowError: (34, 'Numerical result out of range')
