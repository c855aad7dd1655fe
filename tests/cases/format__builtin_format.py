print(format(3.14159, ".2f"), format(42, "08b"), format("s", "^5"), format(1e6, ","))
print(format(255, "x"), format(12), repr(format("x")), format(0.5, "%"))

# ---- expected stdout ----
# 3.14 00101010   s   1,000,000.0
# ff 12 'x' 50.000000%
