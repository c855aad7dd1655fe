from contextlib import suppress

with suppress(KeyError):
    {}['missing']
print("after KeyError")
with suppress(ZeroDivisionError, ValueError):
    int("x")
print("after ValueError")
with suppress(LookupError):
    [][0]
print("subclass suppressed")
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print("not suppressed:", e)
with suppress():
    pass
try:
    with suppress():
        raise OSError("empty tuple suppresses nothing")
except OSError as e:
    print("OSError:", e)
results = []
for v in ["1", "x", "3"]:
    with suppress(ValueError):
        results.append(int(v))
print(results)

# ---- expected stdout ----
# after KeyError
# after ValueError
# subclass suppressed
# not suppressed: division by zero
# OSError: empty tuple suppresses nothing
# [1, 3]
