print((5).as_integer_ratio(), (-3).numerator, (8).denominator)
print((10).real, (10).imag, (10).conjugate())

# ---- expected stdout ----
# (5, 1) -3 1
# 10 0 10
