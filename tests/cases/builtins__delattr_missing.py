class C:
    pass
c = C()
c.a = 1
delattr(c, "a")
print("deleted")
delattr(c, "a")

# ---- expected stdout ----
# deleted
# ---- expected exception ----
# AttributeError: 'C' object has no attribute 'a'
