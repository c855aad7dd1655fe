class C:
    pass
c = C()
print("never printed")
while c.flag = True:
    pass

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot assign to attribute here. Maybe you meant '==' instead of '='?
