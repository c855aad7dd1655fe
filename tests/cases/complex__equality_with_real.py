print(1 + 0j == 1, 2.0 == 2 + 0j, 1j == 1)
print(complex(5) == 5.0, type(1 + 0j).__name__)
print(complex("1.5"), complex("-j"))

# ---- expected stdout ----
# True True False
# True complex
# (1.5+0j) -1j
