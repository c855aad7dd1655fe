print(", ".join(["a", "b", "c"]), "".join(["x", "y"]), "-".join("abc"))
print("|".join([]), "+".join(str(i) for i in range(4)))
try:
    ",".join(["a", 1])
except TypeError as e:
    print(e)

# ---- expected stdout ----
# a, b, c xy a-b-c
#  0+1+2+3
# sequence item 1: expected str instance, int found
