list_ = list
def list(*a):
    return "shadowed"
print(list(), list_("ab"))
del list
print(list("ab"))

# ---- expected stdout ----
# shadowed ['a', 'b']
# ['a', 'b']
