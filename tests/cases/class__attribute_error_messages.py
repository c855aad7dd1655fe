class Foo:
    pass
for obj, attr in [(Foo(), "x"), (5, "nope"), ("s", "nope"), ([], "push"), (None, "x")]:
    try:
        getattr(obj, attr)
    except AttributeError as e:
        print(e)

# ---- expected stdout ----
# 'Foo' object has no attribute 'x'
# 'int' object has no attribute 'nope'
# 'str' object has no attribute 'nope'
# 'list' object has no attribute 'push'
# 'NoneType' object has no attribute 'x'
