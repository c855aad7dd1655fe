t = (1, 2)
print(t + (3,), t * 2, (0,) * 3, t + ())
t += (4,)
print(t)
try:
    t + [5]
except TypeError as e:
    print(e)

# ---- expected stdout ----
# (1, 2, 3) (1, 2, 1, 2) (0, 0, 0) (1, 2)
# (1, 2, 4)
# can only concatenate tuple (not "list") to tuple
