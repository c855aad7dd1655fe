a = 1 + 2j
b = 3 - 1j
print(a + b, a - b, a * b, a / b)
print(a ** 2, a == 1 + 2j, a != b)
print(a + 1, 2 * a, a - 0.5)

# ---- expected stdout ----
# (4+1j) (-2+3j) (5+5j) (0.1+0.7000000000000001j)
# (-3+4j) True True
# (2+2j) (2+4j) (0.5+2j)
