s = "banana"
print(s.index("an"), s.rindex("an"), s.index("a", 2))
try:
    s.index("x")
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 1 3 3
# substring not found
