a, b = 1, 2
print("never printed")
a, b += 1

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: 'tuple' is an illegal expression for augmented assignment
