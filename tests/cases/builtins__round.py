print(round(3.7), round(-3.7), round(2.5), round(3.5), round(-2.5), round(0.1 + 0.2, 2))
print(round(12345, -3), round(1.23456, 3), round(5), round(-0.4), type(round(1.5)).__name__)

# ---- expected stdout ----
# 4 -4 2 4 -2 0.3
# 12000 1.235 5 0 int
