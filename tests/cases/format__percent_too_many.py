try:
    "%s" % (1, 2)
except TypeError as e:
    print(e)
try:
    "%d" % "x"
except TypeError as e:
    print(e)

# ---- expected stdout ----
# not all arguments converted during string formatting
# %d format: a real number is required, not str
