print("never printed")
print(f"closing } brace")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: f-string: single '}' is not allowed
