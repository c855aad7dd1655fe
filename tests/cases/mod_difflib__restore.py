import difflib

a = 'one\ntwo\nthree\n'.splitlines(keepends=True)
b = 'ore\ntree\nemu\n'.splitlines(keepends=True)
diff = list(difflib.ndiff(a, b))
print(''.join(difflib.restore(diff, 1)), end="")
print(''.join(difflib.restore(diff, 2)), end="")
print(list(difflib.restore(diff, 1)) == a, list(difflib.restore(iter(diff), "2")) == b)
print(list(difflib.restore(["  x", "- y", "+ z", "? ^"], 2.9)))
try:
    list(difflib.restore(diff, 0))
except ValueError as e:
    print(e)
list(difflib.restore(diff, "x"))

# ---- expected stdout ----
# one
# two
# three
# ore
# tree
# emu
# True True
# ['x', 'z']
# unknown delta choice (must be 1 or 2): 0
# ---- expected exception ----
# ValueError: invalid literal for int() with base 10: 'x'
