print("a", "b", "c", sep="")
print("a", "b", sep=", ", end=".\n")
print("no newline", end="")
print(" -> continued")
print()
print(1, 2, sep="\n")
print(*[], sep="x")
print("x", None, sep=None)

# ---- expected stdout ----
# abc
# a, b.
# no newline -> continued
#
# 1
# 2
#
# x None
