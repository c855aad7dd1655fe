class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    def who(self):
        return "C>" + super().who()
class D(B, C):
    def who(self):
        return "D>" + super().who()
print([c.__name__ for c in D.__mro__])
print(D().who())

# ---- expected stdout ----
# ['D', 'B', 'C', 'A', 'object']
# D>B>C>A
