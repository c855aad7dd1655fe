def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
    middle()
    return x
print(outer())

# ---- expected stdout ----
# changed by inner
