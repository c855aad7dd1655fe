def f():
    total += 1
try:
    f()
except UnboundLocalError as e:
    print(e)

# ---- expected stdout ----
# cannot access local variable 'total' where it is not associated with a value
