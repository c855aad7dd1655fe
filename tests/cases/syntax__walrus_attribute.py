class C:
    pass
c = C()
print("never printed")
if (c.x := 1):
    pass

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot use assignment expressions with attribute
