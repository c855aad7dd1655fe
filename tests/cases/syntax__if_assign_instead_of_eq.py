x = 3
print("never printed")
if x = 3:
    print("three")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?
