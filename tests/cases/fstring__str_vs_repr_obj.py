class P:
    def __str__(self):
        return "str-P"
    def __repr__(self):
        return "repr-P"
p = P()
print(f"{p}", f"{p!r}", f"{p!s}", f"{[p]}")

# ---- expected stdout ----
# str-P repr-P str-P [repr-P]
