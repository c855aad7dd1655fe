def f(**kw):
    return kw
print(f(**{"a": 1}))
f(**{1: 2})

# ---- expected stdout ----
# {'a': 1}
# ---- expected exception ----
# TypeError: keywords must be strings
