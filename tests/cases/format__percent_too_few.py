print("%s %s" % ("a", "b"))
print("%s %s" % ("a",))

# ---- expected stdout ----
# a b
# ---- expected exception ----
# TypeError: not enough arguments for format string
