def add(a, b):
    return a + b

result = add(1, 2
print(result)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: '(' was never closed
