print(format(12.3456, ".1f"), format(5, "03d"), format("t", ">3"), format(255, "#x"), format(True))
print(repr(format(3)), format(1234567, ","), format(0.25, ".0%"))

# ---- expected stdout ----
# 12.3 005   t 0xff True
# '3' 1,234,567 25%
