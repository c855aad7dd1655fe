class A:
    def __eq__(self, other):
        print("A.__eq__")
        return NotImplemented
class B:
    def __eq__(self, other):
        print("B.__eq__")
        return True
print(A() == B())
print(A() == A())

# ---- expected stdout ----
# A.__eq__
# B.__eq__
# True
# A.__eq__
# A.__eq__
# False
