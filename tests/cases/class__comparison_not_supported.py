class Plain:
    pass
print(Plain() == Plain())
print(Plain() < Plain())

# ---- expected stdout ----
# False
# ---- expected exception ----
# TypeError: '<' not supported between instances of 'Plain' and 'Plain'
