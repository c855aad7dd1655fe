class C:
    @property
    def p(self):
        return self.p
try:
    C().p
except RecursionError:
    print("RecursionError")
