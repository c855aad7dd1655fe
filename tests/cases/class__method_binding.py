class C:
    def m(self):
        return "m of " + type(self).__name__
c = C()
bound = c.m
print(bound(), C.m(c), bound.__name__, bound.__self__ is c)
class D(C):
    pass
print(C.m(D()))

# ---- expected stdout ----
# m of C m of C m True
# m of D
