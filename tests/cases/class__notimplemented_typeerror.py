class A:
    def __add__(self, o):
        return NotImplemented
print(A.__add__(A(), 1))
A() + 1

# ---- expected stdout ----
# NotImplemented
# ---- expected exception ----
# TypeError: unsupported operand type(s) for +: 'A' and 'int'
