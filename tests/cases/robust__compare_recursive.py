# Comparing self-containing containers raises RecursionError instead of crashing.
a = []
a.append(a)
b = []
b.append(b)
for name, op in [("==", lambda: a == b), ("<", lambda: a < b), ("in", lambda: a in [b])]:
    try:
        print(name, op())
    except RecursionError:
        print(name, "RecursionError")
c = {}
c[1] = c
d = {}
d[1] = d
try:
    print(c == d)
except RecursionError:
    print("dict RecursionError")
t = [1]
t.append(t)
print(t == t, t in [t])

# ---- expected stdout ----
# == RecursionError
# < RecursionError
# in RecursionError
# dict RecursionError
# True True
