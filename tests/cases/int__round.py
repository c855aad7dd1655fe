print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(round(7), round(15, -1), round(25, -1))
print(type(round(5, 2)).__name__)

# ---- expected stdout ----
# 1200 1200 1400 -1200
# 7 20 20
# int
