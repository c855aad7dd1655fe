def f():
    try:
        return "try"
    finally:
        return "finally"
def g():
    try:
        raise KeyError("x")
    finally:
        return "swallowed"
print(f(), g())

# ---- expected stdout ----
# finally swallowed
