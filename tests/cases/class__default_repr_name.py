class Thing:
    pass
t = Thing()
print(type(t).__name__, type(t) is Thing, isinstance(t, Thing), Thing.__name__)
print(str(t).startswith("<__main__.Thing object at 0x"))

# ---- expected stdout ----
# Thing True True Thing
# True
