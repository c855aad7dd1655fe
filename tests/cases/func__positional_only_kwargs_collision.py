def f(name, /, **kwargs):
    return name, kwargs
print(f("pos", name="kw"))

# ---- expected stdout ----
# ('pos', {'name': 'kw'})
