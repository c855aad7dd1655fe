xs = ["a", "b", "c", "b", "a"]
print(xs.index("b"), xs.index("b", 2), xs.count("a"), xs.count("z"))
try:
    xs.index("z")
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 1 3 2 0
# 'z' is not in list
