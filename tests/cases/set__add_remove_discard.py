s = {1, 2}
s.add(3)
s.add(1)
s.discard(2)
s.discard(42)
print(sorted(s))
s.remove(1)
print(sorted(s))
try:
    s.remove(1)
except KeyError as e:
    print("KeyError", e)

# ---- expected stdout ----
# [1, 3]
# [3]
# KeyError 1
