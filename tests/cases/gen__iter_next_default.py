it = iter([1, 2])
print(next(it), next(it), next(it, "end"), next(it, None))
d = iter({"a": 1, "b": 2})
print(next(d), list(d))
s = iter("hi")
print(next(s), next(s), next(s, "?"))

# ---- expected stdout ----
# 1 2 end None
# a ['b']
# h i ?
