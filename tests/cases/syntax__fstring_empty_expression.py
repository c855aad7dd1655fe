name = "x"
print("never printed")
print(f"value: {}")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: f-string: empty expression not allowed
