print(list(zip("ab", [1, 2], strict=True)))
print(list(zip("abc", [1, 2], strict=True)))

# ---- expected stdout ----
# [('a', 1), ('b', 2)]
# ---- expected exception ----
# ValueError: zip() argument 2 is shorter than argument 1
