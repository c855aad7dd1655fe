pairs = [(1, 2)]
print("never printed")
first = [a, b for a, b in pairs]

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: did you forget parentheses around the comprehension target?
