x = 1
print("never printed")
print(f"value: {x")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: f-string: expecting '}'
