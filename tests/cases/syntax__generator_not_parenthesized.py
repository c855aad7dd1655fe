print("never printed")
total = sum(x for x in range(3), 10)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: Generator expression must be parenthesized
