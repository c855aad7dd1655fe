def documented(a, b=2):
    """Adds things."""
    return a + b
print(documented.__name__, documented.__doc__, documented.__defaults__)
def undocumented():
    pass
print(undocumented.__doc__)
documented.custom = "attr"
print(documented.custom)

# ---- expected stdout ----
# documented Adds things. (2,)
# None
# attr
