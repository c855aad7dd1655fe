print("{} and {}".format("x", "y"), "{1} {0} {1}".format("a", "b"))
print("{0:>4}|{1:<4}|".format(1, 2))

# ---- expected stdout ----
# x and y b a b
#    1|2   |
