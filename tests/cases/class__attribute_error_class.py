class Foo:
    pass
print(Foo.__name__)
Foo.missing

# ---- expected stdout ----
# Foo
# ---- expected exception ----
# AttributeError: type object 'Foo' has no attribute 'missing'
