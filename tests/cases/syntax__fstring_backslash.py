words = ["a", "b"]
print("never printed")
print(f"{'\n'.join(words)}")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: f-string expression part cannot include a backslash
